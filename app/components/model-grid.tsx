import type { ReportModel } from "../../contract/schemas/reports";
import { abbreviateCount, formatNumber } from "~/lib/format";
import { Avatar } from "./avatar";

/**
 * THE MODELS: three per row with avatar, name, handle and follower count (docs/product/results.md#the-models). The big
 * layout drops the avatars: hundreds of portraits would only slow the page down.
 */
export function ModelGrid({ models, compact = false }: { models: ReportModel[]; compact?: boolean }) {
  return (
    <ul className={`model-grid${compact ? " model-grid--compact" : ""}`}>
      {models.map((model) => (
        <li key={model.id} className="model-card">
          {compact ? null : <Avatar src={model.avatar} size={56} className="model-card__avatar" />}
          <span className="model-card__text">
            <span className="model-card__name">{model.name}</span>
            {model.instagram ? (
              <>
                <span className="model-card__handle">@{model.instagram.handle}</span>
                <span className="model-card__followers" title={`${formatNumber(model.instagram.number_of_followers)} followers`}>
                  {abbreviateCount(model.instagram.number_of_followers)} followers
                </span>
              </>
            ) : (
              <span className="model-card__handle">No instagram</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
