import { alertClass } from '../../components/ui/alert';

export type Feedback = { kind: 'success' | 'error'; message: string } | null;

/** The answer to the organiser's last save, next to the form it belongs to. */
export function FeedbackMessage({ feedback }: { feedback: Feedback }) {
  if (!feedback) return null;
  return feedback.kind === 'error' ? (
    <div className={alertClass('danger')} role="alert">
      {feedback.message}
    </div>
  ) : (
    <div className={alertClass('success')} role="status">
      {feedback.message}
    </div>
  );
}
