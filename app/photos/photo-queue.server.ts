// An upload tells this instance's photo worker at once; other instances'
// workers find the photo on their next look.
let wake: (() => void) | null = null;

export function onPhotoQueued(listener: () => void): void {
  wake = listener;
}

export function photoQueued(): void {
  wake?.();
}
