// @vitest-environment jsdom
// Focus after an action (decision 0052): where it goes when the pressed control leaves the page.
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusAfter } from './focus.ts';

afterEach(cleanup);

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** A list whose 'Act' button asks for the focus on the result; 'Remove' takes the button away. */
function Sample() {
  const focusAfter = useFocusAfter();
  const [shown, setShown] = useState(true);
  return (
    <div>
      <p id="result">Result</p>
      {shown && (
        <button type="button" onClick={() => focusAfter({ target: () => document.getElementById('result'), message: 'Done.' })}>
          Act
        </button>
      )}
      <button type="button" onClick={() => setShown(false)}>
        Remove
      </button>
    </div>
  );
}

describe('useFocusAfter', () => {
  it('moves the focus to the result when the pressed control leaves a moment after its data', async () => {
    render(<Sample />);
    const pressed = screen.getByRole('button', { name: 'Act' });
    pressed.focus();
    fireEvent.click(pressed);
    await pause(40);
    expect(document.activeElement).toBe(pressed); // still there: the focus stays
    act(() => pressed.remove());
    await pause(80);
    expect(document.activeElement?.id).toBe('result');
  });

  it('leaves the focus alone once the user acts again, even when that second action removes the control', async () => {
    render(<Sample />);
    const pressed = screen.getByRole('button', { name: 'Act' });
    pressed.focus();
    fireEvent.click(pressed);
    await pause(40);
    const remove = screen.getByRole('button', { name: 'Remove' });
    remove.focus();
    fireEvent.click(remove);
    act(() => remove.blur()); // as if that action took its own control away
    await pause(120);
    expect(document.activeElement?.id).not.toBe('result');
  });
});
