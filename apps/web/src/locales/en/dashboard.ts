/** The dashboard's own texts (docs/product.md §2 Dashboard); its order sections use `orders`. */
export const dashboard = {
  title: 'Dashboard',
  welcome: 'Welcome, {{name}}',
  lead: 'Your orders, services and messages at a glance.',
  addService: 'Add Service',
  role: {
    buyer: 'Buyer',
    seller: 'Seller',
    both: 'Buyer & Seller Account',
  },
  becomeSellerTitle: 'Become a Seller',
  becomeSellerText: 'Offer your skills to customers across Kenya. Payment is held for you until the job is done.',
  becomeSellerAction: 'Become a Seller',
};
