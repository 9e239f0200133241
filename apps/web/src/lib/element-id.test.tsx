import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IdScope, useElementId } from './element-id';

function Labelled() {
  const id = useElementId();
  return <span data-testid="labelled" id={id} />;
}

/** Draws its field again, as a new component, each time it is told to. */
function Redrawn({ round }: { round: number }) {
  return <Labelled key={round} />;
}

describe('useElementId', () => {
  it('counts in each scope by its name, and a component drawn anew takes the next id, never one in use', () => {
    function Page() {
      const [round, setRound] = useState(0);
      return (
        <IdScope name="f">
          <button onClick={() => setRound((value) => value + 1)}>redraw</button>
          <Labelled />
          <IdScope name="page">
            <Labelled />
            <Redrawn round={round} />
          </IdScope>
          <IdScope name="footer">
            <Labelled />
          </IdScope>
        </IdScope>
      );
    }
    const { getAllByTestId } = render(<Page />);
    const ids = () => getAllByTestId('labelled').map((element) => element.id);
    expect(ids()).toEqual(['f-0', 'f-page-0', 'f-page-1', 'f-footer-0']);
    fireEvent.click(screen.getByRole('button', { name: 'redraw' }));
    expect(ids()).toEqual(['f-0', 'f-page-0', 'f-page-2', 'f-footer-0']);
  });

  it('keeps a component’s id when it draws again', () => {
    function Kept() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button onClick={() => setCount((value) => value + 1)}>redraw {count}</button>
          <Labelled />
        </>
      );
    }
    const { getByTestId } = render(
      <IdScope name="f">
        <Kept />
      </IdScope>,
    );
    const before = getByTestId('labelled').id;
    fireEvent.click(screen.getByRole('button', { name: 'redraw 0' }));
    expect(screen.getByRole('button', { name: 'redraw 1' })).toBeInTheDocument();
    expect(getByTestId('labelled').id).toBe(before);
  });
});
