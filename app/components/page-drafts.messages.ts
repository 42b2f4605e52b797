// What leaving a panel page asks when a form of it holds something not yet
// saved (decision 022), unless the form has words of its own; and when
// several of the page's forms do.

export const UNSAVED_LEAVE = {
  title: "Zmiany nie są zapisane",
  description: "Wpisane dane zostaną na tym urządzeniu i wrócą, gdy znów otworzysz tę stronę. Zostań, aby je zapisać, albo odrzuć je i przejdź dalej.",
};
