/** @jsxImportSource wp-element */
/**
 * One dialog of the Templates screen: the browser's own modal <dialog> (focus kept inside, Esc
 * closes, focus given back to the control that opened it) with WordPress's buttons, a form whose
 * confirm button shows the
 * work in progress, and the site's refusal said inside it with everything typed kept.
 */
import { Button } from '@wordpress/components';
import { useEffect, useRef } from '../../src/admin/element';
import { __ } from '@wordpress/i18n';

interface Props {
  title: string;
  confirm: string;
  /** The request is running: the buttons wait, the form keeps its values. */
  working: boolean;
  /** The site's refusal, said in the dialog; the dialog stays open. */
  error: string;
  danger?: boolean;
  disabled?: boolean;
  onConfirm(): void;
  onCancel(): void;
  children?: unknown;
}

export function LibraryDialog({ title, confirm, working, error, danger = false, disabled = false, onConfirm, onCancel, children }: Props) {
  const dialog = useRef<HTMLDialogElement | null>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement as HTMLElement | null;
    if (element && !element.open) element.showModal();
    return () => opener?.focus?.();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="colophon-templates__dialog"
      aria-labelledby="colophon-templates-dialog-title"
      onCancel={(event: Event) => {
        event.preventDefault();
        if (!working) onCancel();
      }}
    >
      <form
        method="dialog"
        onSubmit={(event: Event) => {
          event.preventDefault();
          if (!working && !disabled) onConfirm();
        }}
      >
        <h2 id="colophon-templates-dialog-title">{title}</h2>
        {children}
        {error ? (
          <div className="notice notice-error inline" role="alert">
            <p>{error}</p>
          </div>
        ) : null}
        <p className="colophon-templates__dialog-buttons">
          <Button type="submit" variant="primary" isDestructive={danger} aria-disabled={working || disabled} __next40pxDefaultSize>
            {working ? __('Working…', 'colophon') : confirm}
          </Button>
          <Button variant="secondary" disabled={working} onClick={onCancel} __next40pxDefaultSize>
            {__('Cancel', 'colophon')}
          </Button>
        </p>
      </form>
    </dialog>
  );
}
