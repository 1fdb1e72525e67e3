import type { ReactNode } from 'react';
import type { OrganiserAction } from '../api/use-organiser-action';
import { Button } from '../../../components/ui/button';
import formStyles from './form.module.css';

interface SaveActionsProps {
  /** The submit button's text, e.g. 'Seizoen opslaan'. */
  saveLabel: string;
  action: Pick<OrganiserAction, 'busy' | 'reset'>;
  /** Drops the unsaved edits; the last save's message goes with them. */
  onUndo: () => void;
  saveDisabled?: boolean;
  undoDisabled?: boolean;
  /** Further buttons or a hint after the two. */
  children?: ReactNode;
}

/** The foot of an edit form: save, or undo the edits. Both wait while a save runs. */
export function SaveActions({
  saveLabel,
  action,
  onUndo,
  saveDisabled = action.busy,
  undoDisabled = action.busy,
  children,
}: SaveActionsProps) {
  return (
    <div className={formStyles.actions}>
      <Button type="submit" disabled={saveDisabled}>
        {saveLabel}
      </Button>
      <Button
        variant="secondary"
        disabled={undoDisabled}
        onClick={() => {
          onUndo();
          action.reset();
        }}
      >
        Wijzigingen ongedaan maken
      </Button>
      {children}
    </div>
  );
}
