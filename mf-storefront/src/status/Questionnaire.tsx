import type { Questionnaire as Answers } from '@asp/domain';
import { areAllRatingsSet } from '@asp/domain';
import { orderStatusPageTexts, plural, questionnaireTexts } from '@asp/i18n';
import { Button } from '@asp/web-kit';
import type { KeyboardEvent } from 'react';

export const RATING_FIELDS = ['rating', 'foodRating', 'serviceRating', 'processRating'] as const;
export type RatingField = (typeof RATING_FIELDS)[number];
export type QuestionnaireDraft = Record<RatingField, number> & { comment: string };

export const emptyQuestionnaire = (): QuestionnaireDraft => ({ rating: 0, foodRating: 0, serviceRating: 0, processRating: 0, comment: '' });

function StarRating({ field, value, onChange }: { field: RatingField; value: number; onChange(value: number): void }) {
  const label = questionnaireTexts[field];
  // Arrow keys move the choice like in any radio group.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') onChange(Math.min(5, value + 1));
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') onChange(Math.max(1, value - 1));
    else return;
    event.preventDefault();
  }
  return (
    <div className="asp-rating">
      <span className="asp-rating__label" id={`asp-rating-${field}`}>
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`asp-rating-${field}`}
        className="asp-rating__stars"
        onKeyDown={onKeyDown}
        data-testid={`rating-${field}`}
      >
        {[1, 2, 3, 4, 5].map((star) => (
          <button
            key={star}
            type="button"
            role="radio"
            aria-checked={value === star}
            aria-label={plural(star, orderStatusPageTexts.stars)}
            tabIndex={value === star || (value === 0 && star === 1) ? 0 : -1}
            className={star <= value ? 'asp-rating__star is-on' : 'asp-rating__star'}
            data-testid={`rating-${field}-${star}`}
            onClick={() => onChange(star)}
          >
            ★
          </button>
        ))}
      </div>
    </div>
  );
}

export interface QuestionnaireProps {
  draft: QuestionnaireDraft;
  busy: boolean;
  error: string | null;
  onChange(draft: QuestionnaireDraft): void;
  onSend(answers: Answers): void;
  onCancel(): void;
  /** libs/domain questionnairePayload: the answers, or null while a rating is missing. */
  payload: Answers | null;
}

/**
 * The questionnaire (storefront.md §2.12, §5): four 1–5 star ratings; the comment
 * appears only after all four are set; 'Abschicken' sends only with four ratings,
 * 'Abbrechen' dismisses it.
 */
export function Questionnaire({ draft, busy, error, onChange, onSend, onCancel, payload }: QuestionnaireProps) {
  return (
    <section
      className="asp-status-box asp-status-questionnaire"
      aria-labelledby="asp-status-questionnaire-title"
      data-testid="questionnaire"
    >
      <h2 id="asp-status-questionnaire-title">{questionnaireTexts.title}</h2>
      {RATING_FIELDS.map((field) => (
        <StarRating key={field} field={field} value={draft[field]} onChange={(value) => onChange({ ...draft, [field]: value })} />
      ))}
      {areAllRatingsSet(draft) ? (
        <div className="asp-field">
          <label htmlFor="asp-questionnaire-comment">{orderStatusPageTexts.comment}</label>
          <textarea
            id="asp-questionnaire-comment"
            rows={4}
            maxLength={5000}
            value={draft.comment}
            data-testid="questionnaire-comment"
            onChange={(event) => onChange({ ...draft, comment: event.target.value })}
          />
        </div>
      ) : null}
      {error ? (
        <p className="asp-status-error" role="alert" data-testid="questionnaire-error">
          {error}
        </p>
      ) : null}
      <div className="asp-status-actions">
        <Button onClick={() => payload && onSend(payload)} disabled={busy || !payload} data-testid="questionnaire-send">
          {questionnaireTexts.send}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy} data-testid="questionnaire-cancel">
          {questionnaireTexts.cancel}
        </Button>
      </div>
    </section>
  );
}
