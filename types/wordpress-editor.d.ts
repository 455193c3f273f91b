/**
 * The parts of WordPress's editor packages the blocks' editor scripts use (features/<id>/block/
 * edit.tsx). They are not bundled: the build (webpack.config.js, the blocks' config) turns each
 * import into the `wp.*` global of the script WordPress already has, and lists it in the block's
 * generated .asset.php. Only their types are written here, as far as Colophon calls them.
 */
type WpComponent<P = Record<string, unknown>> = (props: P & { children?: unknown; key?: string | number }) => any; // eslint-disable-line @typescript-eslint/no-explicit-any

declare module '@wordpress/blocks' {
  export interface BlockEditProps<A> {
    attributes: A;
    setAttributes(changes: Partial<A>): void;
    clientId: string;
    isSelected: boolean;
  }
  export function registerBlockType<A>(
    metadata: { name: string; [key: string]: unknown },
    settings: { edit: (props: BlockEditProps<A>) => unknown; save: () => unknown; [key: string]: unknown },
  ): unknown;
}

declare module '@wordpress/block-editor' {
  export function useBlockProps(props?: Record<string, unknown>): Record<string, unknown>;
  export const InspectorControls: WpComponent<{ group?: string }>;
  export const MediaPlaceholder: WpComponent<{
    icon?: string;
    labels?: { title?: string; instructions?: string };
    accept?: string;
    allowedTypes?: string[];
    onSelect: (media: any) => void; // eslint-disable-line @typescript-eslint/no-explicit-any
  }>;
  export const MediaUpload: WpComponent<{
    allowedTypes?: string[];
    value?: number;
    onSelect: (media: any) => void; // eslint-disable-line @typescript-eslint/no-explicit-any
    render: (props: { open: () => void }) => unknown;
  }>;
  export const MediaUploadCheck: WpComponent;
  /** The block's own blocks: `InnerBlocks.Content` is what `save` keeps of them. */
  export const InnerBlocks: WpComponent & { Content: WpComponent; ButtonBlockAppender: WpComponent };
  export function useInnerBlocksProps(
    props: Record<string, unknown>,
    options?: { template?: Array<[string, Record<string, unknown>?, unknown[]?]>; orientation?: 'horizontal' | 'vertical'; renderAppender?: unknown },
  ): Record<string, unknown>;
  export const RichText: WpComponent<{
    tagName: string;
    value: string;
    onChange: (value: string) => void;
    placeholder?: string;
    allowedFormats?: string[];
    'aria-label'?: string;
  }>;
}

declare module '@wordpress/components' {
  /** Panels on a white ground with a border, as in the block editor's sidebar. */
  export const Panel: WpComponent<{ className?: string; header?: string }>;
  export const PanelBody: WpComponent<{ title?: string; initialOpen?: boolean; opened?: boolean; onToggle?: () => void; className?: string }>;
  export const TextControl: WpComponent<{
    name?: string;
    'aria-label'?: string;
    label: string;
    value: string;
    onChange: (value: string) => void;
    type?: string;
    help?: unknown;
    min?: number;
    max?: number;
    maxLength?: number;
    required?: boolean;
    disabled?: boolean;
    inputMode?: string;
    'aria-invalid'?: boolean;
    className?: string;
    __nextHasNoMarginBottom?: boolean;
    __next40pxDefaultSize?: boolean;
  }>;
  export const TextareaControl: WpComponent<{
    name?: string;
    'aria-label'?: string;
    label: string;
    value: string;
    onChange: (value: string) => void;
    help?: unknown;
    'aria-invalid'?: boolean;
    className?: string;
    rows?: number;
    __nextHasNoMarginBottom?: boolean;
  }>;
  export const ToggleControl: WpComponent<{
    label: string;
    checked: boolean;
    onChange: (value: boolean) => void;
    help?: string;
    __nextHasNoMarginBottom?: boolean;
  }>;
  export const RangeControl: WpComponent<{
    label: string;
    value: number;
    min: number;
    max: number;
    step?: number;
    onChange: (value?: number) => void;
    help?: string;
    __nextHasNoMarginBottom?: boolean;
    __next40pxDefaultSize?: boolean;
  }>;
  export const SelectControl: WpComponent<{
    name?: string;
    'aria-label'?: string;
    label: string;
    value: string;
    options: Array<{ label: string; value: string }>;
    onChange: (value: string) => void;
    help?: string;
    className?: string;
    __nextHasNoMarginBottom?: boolean;
    __next40pxDefaultSize?: boolean;
  }>;
  /** A search field (its label hidden from sight, said to screen readers) with a button that clears it. */
  export const SearchControl: WpComponent<{
    label: string;
    value: string;
    onChange: (value: string) => void;
    className?: string;
    __nextHasNoMarginBottom?: boolean;
  }>;
  /** A button that opens the browser's file chooser (a hidden file input); `onChange` gets the input's change event. */
  export const FormFileUpload: WpComponent<{
    accept?: string;
    onChange: (event: Event) => void;
    variant?: string;
    disabled?: boolean;
    'aria-describedby'?: string;
    __next40pxDefaultSize?: boolean;
  }>;
  export const Button: WpComponent<{
    variant?: string;
    type?: 'submit' | 'button';
    href?: string;
    size?: 'small' | 'compact' | 'default';
    onClick?: () => void;
    isDestructive?: boolean;
    disabled?: boolean;
    'aria-disabled'?: boolean;
    icon?: string;
    label?: string;
    __next40pxDefaultSize?: boolean;
  }>;
  export const Placeholder: WpComponent<{ icon?: string; label?: string; instructions?: string }>;
  export const Disabled: WpComponent;
  export const CheckboxControl: WpComponent<{
    name?: string;
    'aria-label'?: string;
    label: string;
    checked: boolean;
    onChange: (value: boolean) => void;
    help?: string | undefined;
    disabled?: boolean;
    className?: string;
    __nextHasNoMarginBottom?: boolean;
  }>;
  export const RadioControl: WpComponent<{
    label: string;
    selected: string;
    options: Array<{ label: string; value: string }>;
    onChange: (value: string) => void;
    help?: string;
  }>;
  /** `spokenMessage` "" says nothing through wp.a11y (a live region around it says it). */
  export const Notice: WpComponent<{ status?: 'error' | 'warning' | 'info' | 'success'; isDismissible?: boolean; className?: string; spokenMessage?: string }>;
}

declare module '@wordpress/server-side-render' {
  const ServerSideRender: WpComponent<{ block: string; attributes: Record<string, unknown>; skipBlockSupportAttributes?: boolean }>;
  export default ServerSideRender;
}

declare module '@wordpress/i18n' {
  export function __(text: string, domain: string): string;
  export function _n(single: string, plural: string, count: number, domain: string): string;
  export function sprintf(format: string, ...args: Array<string | number>): string;
}

declare module '@wordpress/plugins' {
  export function registerPlugin(name: string, settings: { render: () => unknown; icon?: string }): unknown;
}

declare module '@wordpress/edit-post' {
  export const PluginDocumentSettingPanel: WpComponent<{ name: string; title: string; className?: string; initialOpen?: boolean }> | undefined;
}

declare module '@wordpress/editor' {
  export const PluginDocumentSettingPanel: WpComponent<{ name: string; title: string; className?: string; initialOpen?: boolean }> | undefined;
}

declare module '@wordpress/data' {
  export function useSelect<T>(selector: (select: (store: string) => any) => T, deps?: unknown[]): T; // eslint-disable-line @typescript-eslint/no-explicit-any
  export function useDispatch(store: string): any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** A store's selectors as they are now (outside a render: in an event handler). */
  export function select(store: string): unknown;
}

declare module '@wordpress/api-fetch' {
  /** Resolves with the parsed answer; rejects with the REST error (`message`, `code`) or a failed request. */
  export default function apiFetch<T>(options: { path: string; method?: string; data?: unknown }): Promise<T>;
}

declare module '@wordpress/html-entities' {
  export function decodeEntities(text: string): string;
}
