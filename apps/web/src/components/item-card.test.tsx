import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '@menudex/contract/images';
import { ItemCard } from './item-card.tsx';
import { anItem, aProfile } from './testing/fixtures.ts';
import { renderWithApp, signIn, signOut, testQueryClient } from './testing/render.tsx';

afterEach(() => signOut());

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

describe('ItemCard', () => {
  it('cuts the description to the first 30 words followed by ...', () => {
    renderWithApp(<ItemCard item={anItem({ description: words(45) })} />);
    expect(screen.getByTestId('item-description')).toHaveTextContent(`${words(30)}...`);
  });

  it('keeps a description of 30 words or fewer whole, without ...', () => {
    renderWithApp(<ItemCard item={anItem({ description: words(30) })} />);
    expect(screen.getByTestId('item-description').textContent).toBe(words(30));
  });

  it.each([
    [0, '0 people liked this item'],
    [1, '1 person liked this item'],
    [2, '2 people liked this item'],
  ])('says how many liked it (%i)', (likes, text) => {
    renderWithApp(<ItemCard item={anItem({ popularity: { likes, dislikes: 0 } })} />);
    expect(screen.getByTestId('likes-text')).toHaveTextContent(text);
  });

  it('shows name, $ price, the first image, and tag chips linking to the search', () => {
    const item = anItem({
      name: 'Cà Phê Sữa Đá',
      price: 5.5,
      images: ['media/x/first.webp', 'media/x/second.webp'],
    });
    renderWithApp(<ItemCard item={item} />);
    expect(screen.getByRole('heading', { name: 'Cà Phê Sữa Đá' })).toBeInTheDocument();
    expect(screen.getByText('$5.50')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cà Phê Sữa Đá' })).toHaveAttribute(
      'src',
      '/media/x/first.webp',
    );
    expect(screen.getByRole('link', { name: 'Vietnamese' })).toHaveAttribute(
      'href',
      '/search?input=Vietnamese',
    );
  });

  it("offers the photo's smaller copies (srcset, sizes) with the original as src, lazily unless told", () => {
    const { unmount } = renderWithApp(
      <ItemCard item={anItem({ name: 'Phở', images: ['media/x/first.webp'] })} />,
    );
    const image = screen.getByRole('img', { name: 'Phở' });
    expect(image).toHaveAttribute('src', '/media/x/first.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/media/x/first.w480.webp 480w, /media/x/first.w640.webp 640w, /media/x/first.w800.webp 800w, /media/x/first.webp 1200w',
    );
    expect(image).toHaveAttribute('sizes', IMAGE_SIZES.itemCard);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    unmount();
    renderWithApp(
      <ItemCard
        item={anItem({ name: 'Phở', images: ['media/x/first.webp'] })}
        imagePriority="high"
      />,
    );
    expect(screen.getByRole('img', { name: 'Phở' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Phở' })).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the placeholder when the item has no image, with its size reserved and loaded lazily', () => {
    renderWithApp(<ItemCard item={anItem({ name: 'Plain', images: [] })} />);
    const image = screen.getByRole('img', { name: 'Plain' });
    expect(image).toHaveAttribute('src', '/no-photo.svg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '330');
    expect(image).toHaveAttribute('height', '248');
  });

  it("shows a whole price with two decimals, like its neighbours: '$3.00', not '$3'", () => {
    renderWithApp(<ItemCard item={anItem({ name: 'Tea', price: 3 })} />);
    expect(screen.getByText('$3.00')).toBeInTheDocument();
  });

  it("shows the price in the business's currency", () => {
    renderWithApp(<ItemCard item={anItem({ name: 'Phở', price: 45000 })} currency="VND" />);
    expect(screen.getByText('₫45,000')).toBeInTheDocument();
  });

  it("cuts a description after a sentence's end without doubling the dots", () => {
    const description = `${words(29)} walk. And then much more text after the cut`;
    renderWithApp(<ItemCard item={anItem({ description })} />);
    expect(screen.getByTestId('item-description').textContent).toBe(`${words(29)} walk...`);
  });

  it('lets a long name wrap to two lines instead of cutting it to one', () => {
    const name = 'Bún Bò Huế Đặc Biệt with pork knuckle, crab cake, congealed blood and herbs';
    renderWithApp(<ItemCard item={anItem({ name })} />);
    const heading = screen.getByRole('heading', { name });
    expect(heading).not.toHaveStyle({ whiteSpace: 'nowrap' });
    expect(heading).toHaveStyle({ WebkitLineClamp: '2' });
  });

  it('gives an anchored card its own address and outlines the highlighted one', () => {
    const item = anItem({ _id: 'i-9', name: 'Chè' });
    renderWithApp(<ItemCard item={item} anchored highlighted disableNavigation />);
    const card = screen.getByTestId('item-card');
    expect(card).toHaveAttribute('id', 'item-i-9');
    expect(card).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByRole('link', { name: 'Chè' })).toHaveAttribute('href', '#item-i-9');
  });

  it('opens its business when clicked, for a plain businessId', () => {
    renderWithApp(<ItemCard item={anItem({ name: 'Phở', businessId: 'b-42' })} />);
    fireEvent.click(screen.getByRole('button', { name: /^Phở / }));
    expect(screen.getByTestId('location')).toHaveTextContent('/businesses/b-42');
  });

  it('opens its business when clicked, for an embedded business object', () => {
    const item = anItem({
      name: 'Phở',
      businessId: { _id: 'b-7', name: 'Phở 7', location: { city: 'X', state: 'Y' } },
    });
    renderWithApp(<ItemCard item={{ ...item, _id: 'i-3' }} />);
    fireEvent.click(screen.getByRole('button', { name: /^Phở / }));
    expect(screen.getByTestId('location').textContent).toBe('/businesses/b-7#item-i-3');
  });

  it('shows visitors the like button in the header and no Feedback button', () => {
    renderWithApp(<ItemCard item={anItem()} />);
    const card = screen.getByTestId('item-card');
    const like = within(card).getByTestId('like-button');
    // The header comes before the image; the footer after it.
    expect(
      like.compareDocumentPosition(within(card).getByRole('img')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();
  });

  it('shows admins the like button and Feedback in the footer, not in the header', () => {
    const client = testQueryClient();
    signIn(client, aProfile({ role: 'admin' }));
    renderWithApp(<ItemCard item={anItem({ businessId: 'b-9' })} />, { client });
    const card = screen.getByTestId('item-card');
    const likes = within(card).getAllByTestId('like-button');
    expect(likes).toHaveLength(1);
    expect(
      likes[0]!.compareDocumentPosition(within(card).getByRole('img')) &
        Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Feedback' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/businesses/b-9/feedback');
  });

  it('keeps what a caller passes for the header and the footer (edit mode)', () => {
    renderWithApp(
      <ItemCard item={anItem()} headerAction={null} footer={<button type="button">Edit</button>} />,
    );
    expect(screen.queryByTestId('like-button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('takes focus to its name when the page was opened at it (the dish pressed elsewhere)', () => {
    renderWithApp(
      <ItemCard
        item={anItem({ _id: 'i-5', name: 'Bánh xèo' })}
        anchored
        highlighted
        disableNavigation
      />,
    );
    expect(screen.getByRole('link', { name: 'Bánh xèo' })).toHaveFocus();
  });

  it('leaves focus where it is when a control already has it', () => {
    const other = document.body.appendChild(document.createElement('button'));
    other.focus();
    renderWithApp(
      <ItemCard item={anItem({ name: 'Bánh mì' })} anchored highlighted disableNavigation />,
    );
    expect(other).toHaveFocus();
    other.remove();
  });

  it('gets focus back after Back from the dish it opened', async () => {
    const item = anItem({ _id: 'i-8', name: 'Bún chả', businessId: 'b-8' });
    function Pages() {
      const navigate = useNavigate();
      return (
        <Routes>
          <Route path="/the-list" element={<ItemCard item={item} />} />
          <Route
            path="/businesses/:id"
            element={
              <button type="button" onClick={() => void navigate(-1)}>
                Back
              </button>
            }
          />
        </Routes>
      );
    }
    renderWithApp(<Pages />, { path: '/the-list' });
    const card = screen.getByRole('button', { name: /^Bún chả / });
    card.focus();
    fireEvent.click(card);
    expect(screen.getByTestId('location').textContent).toBe('/businesses/b-8#item-i-8');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Bún chả / })).toHaveFocus());
  });
});
