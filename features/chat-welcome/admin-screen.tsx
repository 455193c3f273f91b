/** @jsxImportSource wp-element */
/**
 * Colophon → Chat, with WordPress's components: the chat service the owner already has (Crisp or
 * Tidio) and its account, the consent category it waits for, and the welcome message by page and
 * for every other page; Save sends them to the REST settings endpoint. What the screen refuses is
 * named before anything is sent; what the server refuses or a failed request is said above the
 * form, and what was typed stays.
 */
import { Panel, PanelBody, SelectControl, TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useState } from '../../src/admin/element';
import { ConsentCategorySelect } from '../../src/blocks/controls';
import { mountScreen, RefusableText, RefusableTextarea, saveSetting, SaveButton, StatusNotice, useSave } from '../../src/blocks/screen';
import { lines, pagesFrom, pagesText, refusals, type ChatSettings, type Page } from './welcome';

function Screen({ start }: { start: ChatSettings }) {
  const [provider, setProvider] = useState<string>(start.provider);
  const [account, setAccount] = useState(start.account);
  const [category, setCategory] = useState(start.category);
  const [pages, setPages] = useState(pagesText(start.pages));
  const [fallback, setFallback] = useState(start.fallback.join('\n'));
  const { refused, status, saving, save: saveWith } = useSave();

  function save() {
    return saveWith(refusals(provider, account, pages), async () => {
      const value = {
        provider,
        account: account.trim(),
        category,
        pages: pagesFrom(pages).filter((entry): entry is Page => 'path' in entry),
        fallback: lines(fallback),
      };
      const saved = await saveSetting('colophon_chat', value, (kept): kept is ChatSettings => Array.isArray((kept as ChatSettings | undefined)?.pages));
      setProvider(saved.provider);
      setAccount(saved.account);
      setPages(pagesText(saved.pages));
      setFallback(saved.fallback.join('\n'));
      return {
        kind: 'success',
        text: saved.provider
          ? __('Saved. Every page now loads the chat once the visitor’s consent allows it.', 'colophon')
          : __('Saved. No chat is loaded.', 'colophon'),
      };
    });
  }

  const accountLabel = provider === 'tidio' ? __('Tidio public key', 'colophon') : __('Crisp website ID', 'colophon');
  return (
    <div className="colophon-screen">
      <p>
        {__(
          'Colophon loads your chat on every page after the page has loaded, and only once the visitor’s consent allows it, then opens it with a welcome message chosen for the page. Remove the chat’s own plugin or snippet, so it is not loaded twice.',
          'colophon',
        )}
      </p>
      <StatusNotice status={status} />
      <Panel className="colophon-screen__panels">
        <PanelBody title={__('Chat service', 'colophon')}>
          <SelectControl
            label={__('Chat service', 'colophon')}
            value={provider}
            options={[
              { value: '', label: __('None: no chat', 'colophon') },
              { value: 'crisp', label: 'Crisp' },
              { value: 'tidio', label: 'Tidio' },
            ]}
            onChange={setProvider}
            __nextHasNoMarginBottom
            __next40pxDefaultSize
          />
          {provider ? (
            <RefusableText
              refused={refused.account}
              label={accountLabel}
              value={account}
              onChange={setAccount}
              help={__('From your account at the chat service.', 'colophon')}
            />
          ) : null}
          <ConsentCategorySelect
            label={__('Consent category', 'colophon')}
            help={__('The chat loads only once the visitor allows this category.', 'colophon')}
            value={category}
            onChange={setCategory}
          />
        </PanelBody>
        <PanelBody title={__('Welcome message', 'colophon')}>
          <RefusableTextarea
            refused={refused.pages}
            label={__('Welcome by page', 'colophon')}
            value={pages}
            onChange={setPages}
            rows={6}
            help={__(
              'One line per message: the page’s path, |, the message (/pricing/ | Questions about a plan?). A path also covers the pages below it (/services/ covers /services/covers/), except /, which is the home page only. Several lines for one page: one of them at random.',
              'colophon',
            )}
          />
          <TextareaControl
            label={__('Welcome on every other page', 'colophon')}
            value={fallback}
            onChange={setFallback}
            rows={3}
            help={__('One message per line; one of them at random. Empty: the chat opens with its own greeting there.', 'colophon')}
            __nextHasNoMarginBottom
          />
        </PanelBody>
      </Panel>
      <p className="colophon-screen__actions">
        <SaveButton label={__('Save chat settings', 'colophon')} saving={saving} save={save} />
      </p>
    </div>
  );
}

mountScreen<ChatSettings>((start) => <Screen start={start} />);
