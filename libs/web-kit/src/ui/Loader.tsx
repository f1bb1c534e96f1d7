import { shellTexts } from '@asp/i18n';

/** Busy indicator while something loads; screen readers hear 'Wird geladen …'. */
export function Loader({ label = shellTexts.loading }: { label?: string }) {
  return (
    <div className="asp-loader" aria-busy="true" aria-live="polite" role="status">
      <span className="asp-loader__spinner" aria-hidden="true" />
      <span className="asp-visually-hidden">{label}</span>
    </div>
  );
}
