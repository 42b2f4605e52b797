// The progress section's stylesheet, as React 19 places one a component
// renders: in the document's head, once, the section shown when it has loaded.
import progressStyles from "./progress.css?url";

export const ProgressStylesheet = () => <link rel="stylesheet" href={progressStyles} precedence="default" />;
