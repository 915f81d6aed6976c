import { act, useState, type FormEvent } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, screen } from '@testing-library/react';
import { SubmitButton } from './SubmitButton';
import { carryTypedAcrossRender } from './typedBeforeHydration';

type Sent = { name: string; message: string; terms: boolean; choice: string; kind: string };

function Form({ onSend }: { onSend: (sent: Sent) => void }) {
  const [sent, setSent] = useState<Sent>({ name: '', message: '', terms: false, choice: 'a', kind: 'student' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(sent);
  };
  return (
    <form onSubmit={submit}>
      <label>
        Name
        <input value={sent.name} onChange={(e) => setSent((s) => ({ ...s, name: e.target.value }))} />
      </label>
      <label>
        Message
        <textarea value={sent.message} onChange={(e) => setSent((s) => ({ ...s, message: e.target.value }))} />
      </label>
      <label>
        Terms
        <input type="checkbox" checked={sent.terms} onChange={(e) => setSent((s) => ({ ...s, terms: e.target.checked }))} />
      </label>
      {['a', 'b'].map((choice) => (
        <label key={choice}>
          {`Choice ${choice}`}
          <input type="radio" name="choice" checked={sent.choice === choice} onChange={() => setSent((s) => ({ ...s, choice }))} />
        </label>
      ))}
      <label>
        Kind
        <select value={sent.kind} onChange={(e) => setSent((s) => ({ ...s, kind: e.target.value }))}>
          <option value="student">Student</option>
          <option value="parent">Parent</option>
        </select>
      </label>
      <SubmitButton>Send</SubmitButton>
    </form>
  );
}

describe('SubmitButton on a prerendered form', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  function prerender(onSend: (sent: Sent) => void) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onSend={onSend} />);
    document.body.append(container);
    return { container, hydrate: () => act(async () => void (root = hydrateRoot(container, <Form onSend={onSend} />))) };
  }

  test('is disabled until hydrated, so the browser cannot send the form itself', async () => {
    const { hydrate } = prerender(jest.fn());
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await hydrate();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  test('sends what was typed and chosen before hydration', async () => {
    const onSend = jest.fn();
    const { hydrate } = prerender(onSend);
    (screen.getByLabelText('Name') as HTMLInputElement).value = 'Ada Lovelace';
    (screen.getByLabelText('Message') as HTMLTextAreaElement).value = 'When is the next course?';
    (screen.getByLabelText('Terms') as HTMLInputElement).checked = true;
    (screen.getByLabelText('Choice b') as HTMLInputElement).checked = true;
    (screen.getByLabelText('Kind') as HTMLSelectElement).value = 'parent';
    await hydrate();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ name: 'Ada Lovelace', message: 'When is the next course?', terms: true, choice: 'b', kind: 'parent' });
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
  });

  test('leaves untouched fields as they were rendered', async () => {
    const onSend = jest.fn();
    const { hydrate } = prerender(onSend);
    await hydrate();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ name: '', message: '', terms: false, choice: 'a', kind: 'student' });
  });
});

describe('SubmitButton on a prerendered form rendered afresh (not hydrated)', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  test('sends what was typed in the prerendered copy before its HTML was replaced', async () => {
    const onSend = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onSend={jest.fn()} />);
    document.body.append(container);
    (screen.getByLabelText('Name') as HTMLInputElement).value = 'Ada Lovelace';
    (screen.getByLabelText('Choice b') as HTMLInputElement).checked = true;
    (screen.getByLabelText('Kind') as HTMLSelectElement).value = 'parent';
    carryTypedAcrossRender(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Form onSend={onSend} />);
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ name: 'Ada Lovelace', message: '', terms: false, choice: 'b', kind: 'parent' });
  });

  test('gives the typing to one form only, once', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onSend={jest.fn()} />);
    document.body.append(container);
    (screen.getByLabelText('Name') as HTMLInputElement).value = 'Ada Lovelace';
    carryTypedAcrossRender(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Form onSend={jest.fn()} />);
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    act(() => root?.unmount());
    await act(async () => {
      root = createRoot(container);
      root.render(<Form onSend={jest.fn()} />);
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
});
