// The business page's two grids, shared by the page and its edit mode, which draws its editors in
// the same places: the texts beside the address, and the hours beside the map (stacked on a phone).
export const DETAILS_GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 280px' },
  gap: { xs: 2, md: 4 },
  mb: 4,
};

export const PLACE_GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
  gap: { xs: 3, md: 4 },
  mb: 4,
};
