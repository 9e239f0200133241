// Demo sellers: painting, gardening, carpentry and appliance repair.
import type { DemoSeller } from './types';

export const buildSellers: DemoSeller[] = [
  // ── Painting (Moses Wekesa also does carpentry) ───────────────────────
  {
    key: 'moses-wekesa',
    name: 'Moses Wekesa',
    gender: 'male',
    email: 'moses.wekesa@example.co.ke',
    phone: '+254729581460',
    town: 'Kakamega',
    area: 'Amalemba',
    bio: 'Painter and carpenter with 18 years of experience in Kakamega and western Kenya, from repainting rentals to fitting doors and wardrobes.',
    offerings: [
      {
        category: 'painting',
        title: 'Interior house painting',
        description:
          'Wall preparation, filling cracks, undercoat and two coats of emulsion. Price per room; you buy the paint or I supply it at cost.',
        priceKsh: 4500,
        experienceYears: 18,
      },
      {
        category: 'carpentry',
        title: 'Door & window frame repairs',
        description:
          'Fixing sagging doors, replacing hinges and locks, repairing or replacing rotten frames and hanging new doors.',
        priceKsh: 2500,
        experienceYears: 15,
      },
    ],
  },
  {
    key: 'daniel-kiptoo',
    name: 'Daniel Kiptoo',
    gender: 'male',
    email: 'daniel.kiptoo@example.co.ke',
    phone: '+254710873426',
    town: 'Nakuru',
    townsServed: ['Naivasha', 'Gilgil'],
    area: 'Milimani',
    bio: 'Painting contractor for 13 years, doing exterior walls, roofs and gates for homes and commercial buildings in Nakuru and Naivasha.',
    offerings: [
      {
        category: 'painting',
        title: 'Exterior wall painting',
        description:
          'Pressure washing, crack repair and weatherproof exterior paint for bungalows and maisonettes. Price for a standard 3-bedroom bungalow.',
        priceKsh: 28000,
        experienceYears: 13,
      },
      {
        category: 'painting',
        title: 'Roof painting & waterproofing',
        description:
          'Cleaning and painting of mabati and tile roofs, and waterproofing of flat roofs and gutters before the rains.',
        priceKsh: 18000,
        experienceYears: 10,
      },
    ],
  },
  {
    key: 'ann-muthoni',
    name: 'Ann Muthoni',
    gender: 'female',
    email: 'ann.muthoni@example.co.ke',
    phone: '+254798440127',
    town: 'Nairobi',
    area: 'Kileleshwa',
    bio: 'Interior decorator and painter for 9 years. I help homeowners in Kileleshwa and Lavington choose colours and finish feature walls beautifully.',
    offerings: [
      {
        category: 'painting',
        title: 'Decorative & feature wall painting',
        description:
          "Feature walls, stencils, textured finishes and wallpaper installation for living rooms, bedrooms and children's rooms.",
        priceKsh: 9000,
        experienceYears: 9,
      },
    ],
  },

  // ── Gardening ─────────────────────────────────────────────────────────
  {
    key: 'patrick-mutiso',
    name: 'Patrick Mutiso',
    gender: 'male',
    email: 'patrick.mutiso@example.co.ke',
    phone: '+254722087613',
    town: 'Nairobi',
    area: 'Karen',
    bio: 'Landscaper for 16 years, looking after gardens in Karen, Langata and Runda. I design lawns and flower beds that survive the dry season.',
    offerings: [
      {
        category: 'gardening',
        title: 'Landscaping & lawn care',
        description:
          'Monthly mowing, edging, weeding, pruning and feeding, or a one-off garden makeover. Price per visit for a quarter-acre compound.',
        priceKsh: 6000,
        experienceYears: 16,
      },
    ],
  },
  {
    key: 'nancy-kerubo',
    name: 'Nancy Kerubo',
    gender: 'female',
    email: 'nancy.kerubo@example.co.ke',
    phone: '+254746592381',
    town: 'Kiambu',
    area: 'Ndumberi',
    bio: 'Agronomist with 5 years of experience setting up kitchen gardens, so that families in Kiambu and Ruaka can grow their own sukuma, spinach and herbs.',
    offerings: [
      {
        category: 'gardening',
        title: 'Kitchen garden setup',
        description:
          'Raised beds, sack or vertical gardens with soil preparation, seedlings and drip irrigation, plus a follow-up visit after two weeks.',
        priceKsh: 5000,
        experienceYears: 5,
      },
    ],
  },
  {
    key: 'kenneth-sankale',
    name: 'Kenneth Sankale',
    gender: 'male',
    email: 'kenneth.sankale@example.co.ke',
    phone: '+254702658193',
    town: 'Nairobi',
    area: 'Rongai',
    bio: 'Gardener and tree-care specialist for 10 years, working across Rongai, Kitengela and Ngong.',
    offerings: [
      {
        category: 'gardening',
        title: 'Hedge trimming & tree pruning',
        description:
          'Shaping hedges, pruning or safely felling overgrown trees, and clearing all the cuttings away.',
        priceKsh: 3500,
        experienceYears: 10,
      },
    ],
  },

  // ── Carpentry ─────────────────────────────────────────────────────────
  {
    key: 'francis-omondi',
    name: 'Francis Omondi',
    gender: 'male',
    email: 'francis.omondi@example.co.ke',
    phone: '+254711849207',
    town: 'Kisumu',
    townsServed: ['Ahero', 'Maseno'],
    area: 'Nyalenda',
    bio: 'Carpenter with 20 years of experience making kitchen cabinets and built-in wardrobes in Kisumu, in both MDF and hardwood.',
    offerings: [
      {
        category: 'carpentry',
        title: 'Kitchen cabinets',
        description:
          'Design, build and installation of kitchen cabinets with soft-close hinges and worktops. Price for a standard 3-metre kitchen.',
        priceKsh: 45000,
        experienceYears: 20,
      },
    ],
  },
  {
    key: 'geoffrey-murithi',
    name: 'Geoffrey Murithi',
    gender: 'male',
    email: 'geoffrey.murithi@example.co.ke',
    phone: '+254725370894',
    town: 'Nyeri',
    area: "Ruring'u",
    bio: 'Furniture maker for 11 years in Nyeri. I build solid cypress and mahogany beds, wardrobes and dining sets to order.',
    offerings: [
      {
        category: 'carpentry',
        title: 'Custom beds & wardrobes',
        description:
          'Made-to-measure beds, wardrobes and shelves in cypress, mahogany or MDF, delivered and assembled. Price for a 5x6 bed.',
        priceKsh: 28000,
        experienceYears: 11,
      },
    ],
  },

  // ── Appliance repair ──────────────────────────────────────────────────
  {
    key: 'felix-onyango',
    name: 'Felix Onyango',
    gender: 'male',
    email: 'felix.onyango@example.co.ke',
    phone: '+254792566018',
    town: 'Nairobi',
    area: 'South C',
    bio: "Refrigeration and appliance technician for 12 years, repairing fridges, cookers and freezers for homes and shops in South C, South B and Lang'ata.",
    offerings: [
      {
        category: 'appliance',
        title: 'Fridge & cooker repair',
        description:
          "Fridges that don't cool, gas refilling, thermostat and compressor faults, and cooker burners and ovens. Diagnosis fee; parts extra.",
        priceKsh: 2500,
        experienceYears: 12,
      },
    ],
  },
  {
    key: 'ibrahim-said',
    name: 'Ibrahim Said',
    gender: 'male',
    email: 'ibrahim.said@example.co.ke',
    phone: '+254734118650',
    town: 'Mombasa',
    area: 'Likoni',
    bio: 'Washing machine and dryer technician for 9 years, covering Likoni, Mombasa island and the south coast.',
    offerings: [
      {
        category: 'appliance',
        title: 'Washing machine repair',
        description:
          'Repairs on front and top loaders: drum, pump, door lock, control board and water inlet faults. Call-out and diagnosis fee.',
        priceKsh: 2000,
        experienceYears: 9,
      },
    ],
  },
  {
    key: 'caroline-jeptoo',
    name: 'Caroline Jeptoo',
    gender: 'female',
    email: 'caroline.jeptoo@example.co.ke',
    phone: '+254757290341',
    town: 'Nairobi',
    area: 'Donholm',
    bio: 'Electronics technician for 4 years, repairing microwaves, blenders, irons and other small appliances from my shop in Donholm.',
    offerings: [
      {
        category: 'appliance',
        title: 'Microwave & small appliance repair',
        description:
          'Repairs for microwaves, blenders, kettles, irons, water dispensers and air fryers, with a 30-day warranty on the work.',
        priceKsh: 1500,
        experienceYears: 4,
      },
    ],
  },
];
