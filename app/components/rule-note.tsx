// Why the brand's rule for who may claim skips an applicant (docs/product/accounts.md#who-may-claim, Profile → Reminders and
// claims): the applicant is shown last in review, with this line under the track record.
export function RuleNote({ note, className }: { note: string; className: string }) {
  return <p className={`rule-note ${className}`}>Skipped by your rule: {note}</p>;
}
