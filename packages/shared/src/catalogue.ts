
// The static category catalogue (docs/product.md §3), in the spec's order. Prices are realistic Nairobi
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
  /** Names the sample's words in the web app's catalogue. */
  id: string;
  /** Starting price in whole KSh. */
  fromPrice: number;
}

/** A category's rules and pictures; its name, description and samples' words are the web app's (by id). */
export interface Category {
  id: CategoryId;
  icon: CategoryIcon;
  /** Public path of the category picture served by the web app. */
  image: string;
  samples: readonly SampleService[];
}

type CategoryDetails = Omit<Category, 'id' | 'image'>;

// A Record keyed by CategoryId, so the compiler refuses a catalogue with a category missing.
const details: Readonly<Record<CategoryId, CategoryDetails>> = {
  plumbing: {
    icon: 'Wrench',
    samples: [
      { id: 'leakAndTapRepair', fromPrice: 1500 },
      { id: 'drainUnblocking', fromPrice: 2000 },
      { id: 'geyserInstallation', fromPrice: 3500 },
      { id: 'waterTankInstallation', fromPrice: 5000 },
    ],
  },
  electrical: {
    icon: 'Zap',
    samples: [
      { id: 'socketAndSwitchRepair', fromPrice: 2000 },
      { id: 'lightingInstallation', fromPrice: 2500 },
      { id: 'inverterAndBackupPowerSetup', fromPrice: 8000 },
      { id: 'houseRewiring', fromPrice: 15000 },
    ],
  },
  cleaning: {
    icon: 'Sparkles',
    samples: [
      { id: 'houseCleaning', fromPrice: 1000 },
      { id: 'carpetCleaning', fromPrice: 1500 },
      { id: 'sofaCleaning', fromPrice: 2500 },
      { id: 'afterConstructionCleaning', fromPrice: 8000 },
    ],
  },
  moving: {
    icon: 'Truck',
    samples: [
      { id: 'bedsitterMove', fromPrice: 5000 },
      { id: 'twoBedroomHouseMove', fromPrice: 15000 },
      { id: 'officeRelocation', fromPrice: 30000 },
      { id: 'upcountryMove', fromPrice: 40000 },
    ],
  },
  painting: {
    icon: 'PaintRoller',
    samples: [
      { id: 'gateAndGrillPainting', fromPrice: 3000 },
      { id: 'roomPainting', fromPrice: 4000 },
      { id: 'roofPainting', fromPrice: 15000 },
      { id: 'exteriorHousePainting', fromPrice: 25000 },
    ],
  },
  gardening: {
    icon: 'Flower2',
    samples: [
      { id: 'lawnMowing', fromPrice: 1500 },
      { id: 'hedgeTrimming', fromPrice: 2000 },
      { id: 'treePruning', fromPrice: 3000 },
      { id: 'landscapingDesign', fromPrice: 15000 },
    ],
  },
  carpentry: {
    icon: 'Hammer',
    samples: [
      { id: 'furnitureRepair', fromPrice: 1500 },
      { id: 'doorFitting', fromPrice: 3000 },
      { id: 'builtInWardrobe', fromPrice: 35000 },
      { id: 'kitchenCabinets', fromPrice: 40000 },
    ],
  },
  appliance: {
    icon: 'WashingMachine',
    samples: [
      { id: 'microwaveRepair', fromPrice: 1500 },
      { id: 'cookerAndOvenRepair', fromPrice: 2000 },
      { id: 'fridgeRepair', fromPrice: 2500 },
      { id: 'washingMachineRepair', fromPrice: 2500 },
    ],
  },
  catering: {
    icon: 'ChefHat',
    samples: [
      { id: 'officeLunch', fromPrice: 500 },
      { id: 'nyamaChomaParty', fromPrice: 900 },
      { id: 'weddingCatering', fromPrice: 1200 },
      { id: 'birthdayPartyPackage', fromPrice: 15000 },
    ],
  },
  photography: {
    icon: 'Camera',
    samples: [
      { id: 'portraitSession', fromPrice: 5000 },
      { id: 'productPhotography', fromPrice: 8000 },
      { id: 'eventCoverage', fromPrice: 15000 },
      { id: 'weddingPhotography', fromPrice: 50000 },
    ],
  },
  tutoring: {
    icon: 'GraduationCap',
    samples: [
      { id: 'cbcPrimaryTuition', fromPrice: 800 },
      { id: 'kiswahiliAndEnglishLessons', fromPrice: 800 },
      { id: 'kcseMathsAndSciences', fromPrice: 1000 },
      { id: 'pianoOrGuitarLessons', fromPrice: 1500 },
    ],
  },
  fitness: {
    icon: 'Dumbbell',
    samples: [
      { id: 'groupBootcampSession', fromPrice: 500 },
      { id: 'yogaClass', fromPrice: 1000 },
      { id: 'personalTrainingSession', fromPrice: 1500 },
      { id: 'monthlyHomeWorkoutProgramme', fromPrice: 8000 },
    ],
  },
  beauty: {
    icon: 'Scissors',
    samples: [
      { id: 'homeBarberVisit', fromPrice: 800 },
      { id: 'manicureAndPedicure', fromPrice: 1500 },
      { id: 'hairBraiding', fromPrice: 2500 },
      { id: 'bridalMakeUp', fromPrice: 8000 },
    ],
  },
  it: {
    icon: 'Laptop',
    samples: [
      { id: 'softwareInstallation', fromPrice: 1000 },
      { id: 'laptopRepair', fromPrice: 1500 },
      { id: 'wiFiAndNetworkSetup', fromPrice: 3000 },
      { id: 'smallBusinessWebsite', fromPrice: 25000 },
    ],
  },
  petcare: {
    icon: 'PawPrint',
    samples: [
      { id: 'dogWalking', fromPrice: 500 },
      { id: 'petGrooming', fromPrice: 1500 },
      { id: 'petSitting', fromPrice: 1500 },
      { id: 'dogTrainingSession', fromPrice: 2000 },
    ],
  },
  events: {
    icon: 'PartyPopper',
    samples: [
      { id: 'tentAndChairHire', fromPrice: 8000 },
      { id: 'birthdayPartyPlanning', fromPrice: 10000 },
      { id: 'corporateEventPlanning', fromPrice: 30000 },
      { id: 'weddingPlanning', fromPrice: 50000 },
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

/** The landing page's "Popular services" cards with the spec's starting prices (whole KSh). */
export const popularServices: ReadonlyArray<{ id: CategoryId; fromPrice: number }> = [
  { id: 'plumbing', fromPrice: 1500 },
  { id: 'electrical', fromPrice: 2000 },
  { id: 'cleaning', fromPrice: 1000 },
  { id: 'moving', fromPrice: 5000 },
];
