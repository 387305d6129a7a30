import { validateUrl } from '@arms/domain';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../Button';
import { useUiTranslation } from '../../i18n';
import { TextField } from '../../TextField';
import { LinkPanel as Panel } from '../RichTextEditor.styles';
import { richTextEditorStrings } from '../RichTextEditor.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { RichTextEditor: richTextEditorStrings };

interface LinkPanelProps {
  /** The address of the link being edited; empty for a new link. */
  initialHref: string;
  editing: boolean;
  /** `href` is the address with a scheme; `text` is the address as typed, for a link without text. */
  onApply: (href: string, text: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}

// `www.lotus-demo.sg` is a valid address (domain isUrl) but would be a relative href without a scheme.
const withScheme = (url: string) => (/^[a-z][a-z\d+.-]*:/i.test(url) ? url : `https://${url}`);

/** The inline form that adds, edits or removes the link at the selection; Enter applies, Escape cancels. */
export function LinkPanel({ initialHref, editing, onApply, onRemove, onCancel }: LinkPanelProps) {
  const { t } = useUiTranslation(uiStrings);
  const inputRef = useRef<HTMLInputElement>(null);
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState<string>();

  const apply = () => {
    const [issue] = validateUrl(href, 'url', { required: true });
    if (issue) {
      setError(t(issue.code, issue.params));
      inputRef.current?.focus();
      return;
    }
    const typed = href.trim();
    onApply(withScheme(typed), typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Never submit a form the editor sits in.
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <Panel role="group" aria-label={t('RichTextEditor.linkForm')}>
      <TextField
        ref={inputRef}
        label={t('RichTextEditor.linkUrl')}
        hint={t('RichTextEditor.linkHint')}
        type="url"
        inputMode="url"
        autoComplete="url"
        // Opening the form is a request to type the address.
        autoFocus
        value={href}
        aria-required
        error={error}
        onChange={(event) => {
          setHref(event.target.value);
          setError(undefined);
        }}
        onKeyDown={onKeyDown}
      />
      <Button variant="primary" size="sm" onClick={apply}>
        {t('RichTextEditor.applyLink')}
      </Button>
      {editing && (
        <Button variant="danger" size="sm" onClick={onRemove}>
          {t('RichTextEditor.removeLink')}
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={onCancel}>
        {t('RichTextEditor.cancelLink')}
      </Button>
    </Panel>
  );
}
