import type { PolicyProps } from "./policy-props";
import { ControllerSection } from "./controller-section";
import { PurposesSection } from "./purposes-section";
import { HealthDataSection } from "./health-data-section";
import { RecipientsSection } from "./recipients-section";
import { RetentionSection } from "./retention-section";
import { RightsSection } from "./rights-section";
import { CookiesSection } from "./cookies-section";

/** RODO art. 13, 15, 20 and 21, filled in from content/ (the trainer's own data and choices) and the configuration; one component per part. */
export function PrivacyPolicy(props: PolicyProps) {
  return (
    <>
      <ControllerSection {...props} />
      <HealthDataSection {...props} />
      <PurposesSection {...props} />
      <RecipientsSection {...props} />
      <RetentionSection {...props} />
      <RightsSection {...props} />
      <CookiesSection {...props} />

      <p className="text-sm text-muted">Ostatnia aktualizacja: {props.updated}.</p>
    </>
  );
}
