// @vitest-environment jsdom
// 'Shop by Category' in the header (issue 24): every category links to its page, in the HTML while
// closed (hidden), shown by the button, closed again by Escape with the focus back on the button.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '#client/lib/router.tsx';
import { CategoryMenu } from './category-menu.tsx';

afterEach(cleanup);

const categories = [
  { id: 1, name: 'Electronics', description: '', icon: 'cpu', productCount: 3 },
  { id: 3, name: 'Home & Kitchen', description: '', icon: 'cooking-pot', productCount: 5 },
];

describe('CategoryMenu', () => {
  it('opens a list of the categories linking to /category/{id}, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <CategoryMenu categories={categories} className="" />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Shop by Category' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Electronics' })).toBeNull(); // hidden while closed
    expect(screen.getByText('Electronics', { selector: 'a' }).getAttribute('href')).toBe('/category/1');

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Home & Kitchen' }).getAttribute('href')).toBe('/category/3');
    expect(screen.getByRole('link', { name: 'All Categories' }).getAttribute('href')).toBe('/categories');

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('shows nothing when the categories could not be loaded', () => {
    render(
      <MemoryRouter>
        <CategoryMenu categories={[]} className="" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
