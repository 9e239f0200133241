
// The static category catalogue (docs/product.md §3), in SPEC's order. Prices are realistic Nairobi
// starting prices in whole Kenyan shillings (not cents: nobody quotes a fundi's price in
// cents); format them with formatKsh(fromPrice).

export const categoryIds = [
  'plumbing',
  'electrical',
  'cleaning',
  'moving',
  'painting',
  'gardening',
  'carpentry',
  'appliance',
  'catering',
  'photography',
  'tutoring',
  'fitness',
  'beauty',
  'it',
  'petcare',
  'events',
] as const;
export type CategoryId = (typeof categoryIds)[number];

/** Names of lucide-react icon components; the web app maps each name to its component. */
export type CategoryIcon =
  | 'Wrench'
  | 'Zap'
  | 'Sparkles'
  | 'Truck'
  | 'PaintRoller'
  | 'Flower2'
  | 'Hammer'
  | 'WashingMachine'
  | 'ChefHat'
  | 'Camera'
  | 'GraduationCap'
  | 'Dumbbell'
  | 'Scissors'
  | 'Laptop'
  | 'PawPrint'
  | 'PartyPopper';

interface SampleService {
  title: string;
  /** Starting price in whole KSh. */
  fromPrice: number;
}

export interface Category {
  id: CategoryId;
  name: string;
  description: string;
  icon: CategoryIcon;
  /** Public path of the category picture served by the web app. */
  image: string;
  samples: readonly SampleService[];
}

type CategoryDetails = Omit<Category, 'id' | 'image'>;

// A Record keyed by CategoryId, so the compiler refuses a catalogue with a category missing.
const details: Readonly<Record<CategoryId, CategoryDetails>> = {
  plumbing: {
    name: 'Plumbing',
    description: 'Plumbers for leaking taps, blocked drains, water tanks and geyser installation in your home or business.',
    icon: 'Wrench',
    samples: [
      { title: 'Leak and tap repair', fromPrice: 1500 },
      { title: 'Drain unblocking', fromPrice: 2000 },
      { title: 'Geyser installation', fromPrice: 3500 },
      { title: 'Water tank installation', fromPrice: 5000 },
    ],
  },
  electrical: {
    name: 'Electrical',
    description: 'Electricians for wiring, sockets, lighting, token meter faults and backup power for blackouts.',
    icon: 'Zap',
    samples: [
      { title: 'Socket and switch repair', fromPrice: 2000 },
      { title: 'Lighting installation', fromPrice: 2500 },
      { title: 'Inverter and backup power setup', fromPrice: 8000 },
      { title: 'House rewiring', fromPrice: 15000 },
    ],
  },
  cleaning: {
    name: 'Cleaning',
    description: 'Trusted cleaners for homes, offices, sofas and carpets, including move-in and after-construction cleans.',
    icon: 'Sparkles',
    samples: [
      { title: 'House cleaning', fromPrice: 1000 },
      { title: 'Carpet cleaning', fromPrice: 1500 },
      { title: 'Sofa cleaning', fromPrice: 2500 },
      { title: 'After-construction cleaning', fromPrice: 8000 },
    ],
  },
  moving: {
    name: 'Moving',
    description: 'Movers with trucks and careful crews for house and office moves within town or upcountry.',
    icon: 'Truck',
    samples: [
      { title: 'Bedsitter move', fromPrice: 5000 },
      { title: 'Two-bedroom house move', fromPrice: 15000 },
      { title: 'Office relocation', fromPrice: 30000 },
      { title: 'Upcountry move', fromPrice: 40000 },
    ],
  },
  painting: {
    name: 'Painting',
    description: 'Painters for interior and exterior walls, gates and roofs, with finishes that last through the rains.',
    icon: 'PaintRoller',
    samples: [
      { title: 'Gate and grill painting', fromPrice: 3000 },
      { title: 'Room painting', fromPrice: 4000 },
      { title: 'Roof painting', fromPrice: 15000 },
      { title: 'Exterior house painting', fromPrice: 25000 },
    ],
  },
  gardening: {
    name: 'Gardening',
    description: 'Gardeners for lawn mowing, hedge trimming, tree pruning and landscaping to keep your compound neat.',
    icon: 'Flower2',
    samples: [
      { title: 'Lawn mowing', fromPrice: 1500 },
      { title: 'Hedge trimming', fromPrice: 2000 },
      { title: 'Tree pruning', fromPrice: 3000 },
      { title: 'Landscaping design', fromPrice: 15000 },
    ],
  },
  carpentry: {
    name: 'Carpentry',
    description: 'Skilled fundis for furniture repair, doors, shelving, kitchen cabinets and built-in wardrobes.',
    icon: 'Hammer',
    samples: [
      { title: 'Furniture repair', fromPrice: 1500 },
      { title: 'Door fitting', fromPrice: 3000 },
      { title: 'Built-in wardrobe', fromPrice: 35000 },
      { title: 'Kitchen cabinets', fromPrice: 40000 },
    ],
  },
  appliance: {
    name: 'Appliance Repair',
    description: 'Technicians who repair fridges, washing machines, cookers, microwaves and TVs right at your home.',
    icon: 'WashingMachine',
    samples: [
      { title: 'Microwave repair', fromPrice: 1500 },
      { title: 'Cooker and oven repair', fromPrice: 2000 },
      { title: 'Fridge repair', fromPrice: 2500 },
      { title: 'Washing machine repair', fromPrice: 2500 },
    ],
  },
  catering: {
    name: 'Catering',
    description: 'Caterers for weddings, ruracios, birthdays and office lunches, serving Kenyan and international menus.',
    icon: 'ChefHat',
    samples: [
      { title: 'Office lunch (per person)', fromPrice: 500 },
      { title: 'Nyama choma party (per person)', fromPrice: 900 },
      { title: 'Wedding catering (per guest)', fromPrice: 1200 },
      { title: 'Birthday party package', fromPrice: 15000 },
    ],
  },
  photography: {
    name: 'Photography',
    description: 'Photographers and videographers for weddings, events, family portraits and product shoots.',
    icon: 'Camera',
    samples: [
      { title: 'Portrait session', fromPrice: 5000 },
      { title: 'Product photography', fromPrice: 8000 },
      { title: 'Event coverage', fromPrice: 15000 },
      { title: 'Wedding photography', fromPrice: 50000 },
    ],
  },
  tutoring: {
    name: 'Tutoring',
    description: 'Tutors for CBC and KCSE subjects, languages and music, at home or online.',
    icon: 'GraduationCap',
    samples: [
      { title: 'CBC primary tuition (per hour)', fromPrice: 800 },
      { title: 'Kiswahili and English lessons (per hour)', fromPrice: 800 },
      { title: 'KCSE maths and sciences (per hour)', fromPrice: 1000 },
      { title: 'Piano or guitar lessons (per hour)', fromPrice: 1500 },
    ],
  },
  fitness: {
    name: 'Fitness Training',
    description: 'Personal trainers for weight loss, strength and wellness, at home, in the gym or outdoors.',
    icon: 'Dumbbell',
    samples: [
      { title: 'Group bootcamp session', fromPrice: 500 },
      { title: 'Yoga class', fromPrice: 1000 },
      { title: 'Personal training session', fromPrice: 1500 },
      { title: 'Monthly home workout programme', fromPrice: 8000 },
    ],
  },
  beauty: {
    name: 'Beauty Services',
    description: 'Stylists, barbers, make-up artists and nail technicians who come to you, for everyday looks and big days.',
    icon: 'Scissors',
    samples: [
      { title: 'Home barber visit', fromPrice: 800 },
      { title: 'Manicure and pedicure', fromPrice: 1500 },
      { title: 'Hair braiding', fromPrice: 2500 },
      { title: 'Bridal make-up', fromPrice: 8000 },
    ],
  },
  it: {
    name: 'IT Services',
    description: 'IT experts for laptop and phone repair, Wi-Fi setup, software installation and small-business websites.',
    icon: 'Laptop',
    samples: [
      { title: 'Software installation', fromPrice: 1000 },
      { title: 'Laptop repair', fromPrice: 1500 },
      { title: 'Wi-Fi and network setup', fromPrice: 3000 },
      { title: 'Small-business website', fromPrice: 25000 },
    ],
  },
  petcare: {
    name: 'Pet Care',
    description: 'Dog walkers, pet sitters, groomers and trainers who look after your pets as their own.',
    icon: 'PawPrint',
    samples: [
      { title: 'Dog walking', fromPrice: 500 },
      { title: 'Pet grooming', fromPrice: 1500 },
      { title: 'Pet sitting (per day)', fromPrice: 1500 },
      { title: 'Dog training session', fromPrice: 2000 },
    ],
  },
  events: {
    name: 'Event Planning',
    description: 'Planners for weddings, ruracios, birthdays and corporate events, from tents and decor to sound.',
    icon: 'PartyPopper',
    samples: [
      { title: 'Tent and chair hire', fromPrice: 8000 },
      { title: 'Birthday party planning', fromPrice: 10000 },
      { title: 'Corporate event planning', fromPrice: 30000 },
      { title: 'Wedding planning', fromPrice: 50000 },
    ],
  },
};

export const categories: readonly Category[] = categoryIds.map((id) => ({
  id,
  image: `/images/categories/${id}.webp`,
  ...details[id],
}));

export function isCategoryId(value: string): value is CategoryId {
  return (categoryIds as readonly string[]).includes(value);
}

export function findCategory(id: string): Category | undefined {
  return categories.find((category) => category.id === id);
}

/** The landing page's "Popular services" cards with SPEC's starting prices (whole KSh). */
export const popularServices: ReadonlyArray<{ id: CategoryId; fromPrice: number }> = [
  { id: 'plumbing', fromPrice: 1500 },
  { id: 'electrical', fromPrice: 2000 },
  { id: 'cleaning', fromPrice: 1000 },
  { id: 'moving', fromPrice: 5000 },
];
