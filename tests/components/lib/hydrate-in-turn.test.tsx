import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateInTurn, takeOverInTurns } from '@/lib/hydrate-in-turn';

function Card({ n, log }: { n: number; log: string[] }) {
  useEffect(() => {
    log.push(`card ${n}`);
  }, [n, log]);
  return <button onClick={() => log.push(`click ${n}`)}>Card {n}</button>;
}

function Results({ log, onTakenOver }: { log: string[]; onTakenOver?: () => void }) {
  useEffect(() => {
    log.push('page');
    onTakenOver?.();
  }, [log, onTakenOver]);
  return (
    <main>
      <h1>Results</h1>
      <ul>
        {[1, 2, 3].map((n) => (
          <li key={n}>
            <HydrateInTurn>
              <Card n={n} log={log} />
            </HydrateInTurn>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** The server's markup, drawn before any take-over begins (as a server draws it: nothing waits there). */
const serverMarkup = renderToString(<Results log={[]} />);

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

/**
 * Over a server's first view, wrapped parts are taken over after the page around them, one at a time in order
 * (src/lib/hydrate-in-turn.tsx): the page's commit does not carry them, and the server's elements stay.
 */
describe('HydrateInTurn', () => {
  it('takes over the page first, then each wrapped part in order, keeping the server’s elements', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverMarkup;
    document.body.append(container);
    const fromServer = Array.from(container.querySelectorAll('button'));
    expect(fromServer.map((button) => button.textContent)).toEqual(['Card 1', 'Card 2', 'Card 3']);

    const log: string[] = [];
    const errors: unknown[] = [];
    takeOverInTurns();
    root = hydrateRoot(container, <Results log={log} />, {
      onRecoverableError: (error) => errors.push(error),
    });
    await waitFor(() => expect(log).toContain('page'));
    // the page is taken over while the parts wait their turn
    expect(log[0]).toBe('page');
    await waitFor(() => expect(log).toEqual(['page', 'card 1', 'card 2', 'card 3']));

    // the server's buttons were taken over, not drawn again, and they answer now
    expect(Array.from(container.querySelectorAll('button'))).toEqual(fromServer);
    fireEvent.click(fromServer[2]!);
    expect(log).toContain('click 3');
    expect(errors).toEqual([]);
  });

  it('a tap on a part still waiting for its turn takes it over at once and reaches it', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverMarkup;
    document.body.append(container);
    const lastCard = container.querySelectorAll('button')[2]!;

    const log: string[] = [];
    let beforeTap: string[] = [];
    // a tap the moment the page is taken over, before any card's turn (outside React's work, as input comes)
    const tap = () =>
      queueMicrotask(() => {
        beforeTap = [...log];
        lastCard.click();
      });
    takeOverInTurns();
    root = hydrateRoot(container, <Results log={log} onTakenOver={tap} />);
    await waitFor(() => expect(log).toContain('click 3'));
    expect(beforeTap).toEqual(['page']);
    await waitFor(() =>
      expect(log).toEqual(expect.arrayContaining(['card 1', 'card 2', 'card 3'])),
    );
    expect(container.querySelectorAll('button')[2]).toBe(lastCard);
  });

  it('draws the parts at once in a render of its own (no server markup to take over)', async () => {
    const log: string[] = [];
    await act(async () => {
      render(<Results log={log} />);
    });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Card 1',
      'Card 2',
      'Card 3',
    ]);
    expect(log).toEqual(['card 1', 'card 2', 'card 3', 'page']);
  });
});
