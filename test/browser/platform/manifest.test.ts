import { expect } from 'chai';
import { loadBundle } from '../helpers/portal.ts';

interface Declaration {
  tagName: string;
  attributes: { name: string }[];
}

describe('dist/custom-elements.json against the registered elements', () => {
  it('names every tag the bundle registers, with the attributes each observes', async () => {
    const registered: string[] = [];
    const define = customElements.define.bind(customElements);
    customElements.define = (name, constructor, options) => {
      registered.push(name);
      define(name, constructor, options);
    };
    try {
      await loadBundle();
    } finally {
      customElements.define = define;
    }
    const manifest = (await (await fetch('/dist/custom-elements.json')).json()) as { modules: { declarations: Declaration[] }[] };
    const declarations = manifest.modules.flatMap((module) => module.declarations);

    expect(registered.length).to.be.greaterThan(6);
    expect(declarations.map((declaration) => declaration.tagName).sort()).to.deep.equal([...registered].sort());
    for (const declaration of declarations) {
      const constructor = customElements.get(declaration.tagName) as
        (CustomElementConstructor & { observedAttributes?: string[] }) | undefined;
      expect([...(constructor?.observedAttributes ?? [])].sort(), declaration.tagName).to.deep.equal(
        declaration.attributes.map((attribute) => attribute.name).sort(),
      );
    }
  });
});
