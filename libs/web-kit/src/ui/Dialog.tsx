import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { shellTexts } from '@asp/i18n';
import { useFocusTrap } from './use-focus-trap';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog (DESIGN.md §9): focus moves into it on open and is trapped there,
 * Escape or a click on the backdrop closes it, focus returns to where it was.
 */
export function Dialog({ open, title, onClose, children }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  const onKeyDown = useFocusTrap(panel, open, onClose);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div className="asp-dialog-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panel} className="asp-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className="asp-dialog__header">
          <h2 id={titleId} className="asp-dialog__title">
            {title}
          </h2>
          <button type="button" className="asp-dialog__close" aria-label={shellTexts.close} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
