import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressBlock, showsAddress } from './address-block.tsx';

describe('AddressBlock', () => {
  it('shows the heading Address and the lines address1, address2, address3 and city, state zipCode', () => {
    render(
      <AddressBlock
        location={{
          displayAddress: ['12 Market St', 'Suite 3', 'Building B', 'San Jose, CA 95113'],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Address' })).toBeInTheDocument();
    for (const line of ['12 Market St', 'Suite 3', 'Building B', 'San Jose, CA 95113']) {
      expect(screen.getByText(line)).toBeInTheDocument();
    }
  });

  it('leaves out empty lines but keeps the block', () => {
    render(
      <AddressBlock
        location={{ displayAddress: ['12 Market St', '', '', 'San Jose, CA 95113'] }}
      />,
    );
    expect(screen.getByTestId('address-block').querySelectorAll('p')).toHaveLength(2);
  });

  it.each([
    ['only line 1 is filled', ['12 Market St', '', '', ''], ['12 Market St']],
    ['the city line is blank', ['12 Market St', 'Suite 3', '', '   '], ['12 Market St', 'Suite 3']],
    ['there is no fourth line', ['12 Market St'], ['12 Market St']],
    ['only the city is known', ['', '', '', 'Milpitas'], ['Milpitas']],
  ])('shows whatever lines exist when %s', (_why, displayAddress, shown) => {
    render(<AddressBlock location={{ displayAddress }} />);
    const lines = [...screen.getByTestId('address-block').querySelectorAll('p')];
    expect(lines.map((p) => p.textContent)).toEqual(shown);
    expect(showsAddress(displayAddress)).toBe(true);
  });

  it.each([
    ['no line has text', ['', '', '', '']],
    [
      'the fourth line reads undefined, undefined undefined',
      ['12 Market St', '', '', 'undefined, undefined undefined'],
    ],
    ['there are no lines', []],
  ])('is hidden when %s', (_why, displayAddress) => {
    const { container } = render(<AddressBlock location={{ displayAddress }} />);
    expect(container).toBeEmptyDOMElement();
    expect(showsAddress(displayAddress)).toBe(false);
  });

  it('shows when only the city line is there', () => {
    expect(showsAddress(['', '', '', 'San Jose, CA 95113'])).toBe(true);
  });
});
