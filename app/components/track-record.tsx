// A model's track record under its name (docs/product/applicants.md#track-record): the compact line as a disclosure
// whose explanation opens on a click, a tap, Enter or Space, and shows on hover as a title.
// Works without JavaScript, and a text browser reads the line with its explanation.
import type { TrackRecord } from "../../contract/schemas/offers";
import { trackRecordExplanation } from "~/lib/applicants/track-record";

export function TrackRecordLine({ record, className = "" }: { record: TrackRecord; className?: string }) {
  const explanation = trackRecordExplanation(record);
  // The <div> keeps the line on a line of its own in a text browser, which runs a <details> on.
  return (
    <div className={`track-record${record.new ? " track-record--new" : ""} ${className}`.trim()}>
      <details>
        <summary className="track-record__line" title={explanation}>
          <span className="visually-hidden">Track record: </span>
          {record.line}
        </summary>
        <p className="track-record__explanation">{explanation}</p>
      </details>
    </div>
  );
}
