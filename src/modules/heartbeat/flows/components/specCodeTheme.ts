import { json } from '@codemirror/lang-json';
import { defaultHighlightStyle, foldGutter, syntaxHighlighting } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import { useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { codeTheme } from '../../../../shared/ui/code';

/**
 * What every code view of a flow spec has: line numbers, folding, JSON, the console's colours
 * and an accessible name. The stock highlight colours are made for a light background; dark
 * mode shows plain text.
 */
export function specCodeBase(label: string, light: boolean): Extension[] {
  return [
    lineNumbers(),
    foldGutter(),
    json(),
    light ? syntaxHighlighting(defaultHighlightStyle, { fallback: true }) : [],
    // An explicit tab stop: axe asks a scrolling region to be reachable from the keyboard.
    EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
    codeTheme({ maxHeight: '60vh' }),
  ];
}

/** A read-only JSON view of `doc` in the element of the returned ref, with `extra` added. */
export function useReadOnlySpecView(doc: string, label: string, extra: Extension = []) {
  const host = useRef<HTMLDivElement>(null);
  const light = useComputedColorScheme('dark') === 'light';
  useEffect(() => {
    if (!host.current) return;
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc,
        extensions: [
          specCodeBase(label, light),
          extra,
          EditorState.readOnly.of(true),
          EditorView.editable.of(false),
        ],
      }),
    });
    return () => view.destroy();
  }, [doc, label, light, extra]);
  return host;
}
