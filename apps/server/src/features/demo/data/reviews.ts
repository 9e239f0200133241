// Demo reviews, written by the demo buyers (and the demo buyer account).
// Sellers without reviews on purpose, so 'No reviews yet' shows: stephen-njoroge,
// diana-moraa, zawadi-mwende, evans-barasa and omar-bakari.
import type { DemoRating, DemoReview } from './types';

type Row = [buyerKey: string, rating: DemoRating, daysAgo: number, comment: string | null];

const on = (sellerKey: string, offeringTitle: string, rows: Row[]): DemoReview[] =>
  rows.map(([buyerKey, rating, daysAgo, comment]) => ({ sellerKey, offeringTitle, buyerKey, rating, comment, daysAgo }));

export const demoReviews: DemoReview[] = [
  // Demo seller (Joseph Otieno)
  ...on('demo-seller', 'Emergency plumbing call-out', [
    ['akinyi-odera', 5, 12, 'Came within the hour when our pipe burst on a Sunday. Very professional.'],
    ['demo-buyer', 5, 34, 'Fixed the blocked toilet quickly and cleaned up after himself.'],
    ['kevin-maina', 4, 95, 'Good work. He was a bit late but called ahead to explain.'],
  ]),
  ...on('demo-seller', 'Bathroom & kitchen plumbing installation', [
    ['susan-wairimu', 5, 60, 'Installed our new shower and sink neatly. No leaks months later.'],
    ['halima-abdullahi', 4, 140, null],
  ]),

  // Plumbing
  ...on('peter-kamau', 'Blocked drain & sink unblocking', [
    ['wycliffe-simiyu', 5, 8, 'The kitchen sink had been blocked for a week and he sorted it in 30 minutes.'],
    ['demo-buyer', 4, 77, 'Fair price, and he explained what caused the blockage.'],
    ['martin-ngugi', 5, 190, 'Came all the way to Thika and cleared the manhole. Recommended.'],
    ['lilian-adhiambo', 3, 250, 'Fixed the problem, but the drain was slow again after a month.'],
  ]),
  ...on('hassan-abdi', 'Water tank & booster pump installation', [
    ['halima-abdullahi', 5, 21, 'Water pressure on the third floor is finally good. Thank you Hassan!'],
    ['kevin-maina', 4, 130, null],
    ['susan-wairimu', 5, 205, "Honest about what we needed and didn't oversell."],
  ]),
  ...on('kazungu-baya', 'Leaking taps & toilet repair', [
    ['salim-mwinyi', 5, 15, 'Alibadilisha mifereji yote iliyoshika kutu nyumbani kwa mchana mmoja tu.'],
    ['ruth-mueni', 4, 88, 'Good, friendly work. Had to come back once for a part.'],
  ]),
  ...on('faith-chelangat', 'Solar water heater installation', [
    ['charles-kirimi', 5, 45, 'Neat installation, and she showed us how to use the backup element. Hot showers every day now.'],
    ['gilbert-langat', 4, 160, 'Travelled from Nakuru to Eldoret for the job. Works well.'],
  ]),

  // Electrical
  ...on('samuel-kiprop', 'House wiring & rewiring', [
    ['gilbert-langat', 5, 30, 'Wired our new house and handled the KPLC inspection. Very thorough.'],
    ['charles-kirimi', 4, 210, null],
  ]),
  ...on('david-mutua', 'KPLC token meter & wiring faults', [
    ['akinyi-odera', 5, 19, 'Tokens were not loading and he traced it to a loose connection. Quick fix.'],
    ['wycliffe-simiyu', 4, 102, 'Knows his work. A bit pricey for the call-out but fair overall.'],
    ['martin-ngugi', 3, 175, 'Solved the tripping eventually, but it took two visits.'],
  ]),
  ...on('brian-ochieng', 'DStv & TV wall mounting', [
    ['kevin-maina', 5, 6, 'TV is perfectly level and all the cables are hidden. Great job.'],
    ['wycliffe-simiyu', 5, 58, null],
    ['demo-buyer', 4, 120, 'Good mounting; the dish needed realigning after the rains.'],
  ]),
  ...on('brian-ochieng', 'CCTV camera installation', [
    ['akinyi-odera', 5, 40, 'Four cameras installed and I can watch them on my phone. Clean work.'],
    ['lilian-adhiambo', 4, 180, null],
  ]),
  ...on('mercy-nyaboke', 'Solar power backup installation', [
    ['jackline-kemunto', 5, 25, 'Our shop now runs through blackouts. Mercy explained everything clearly.'],
    ['akinyi-odera', 5, 150, "Installed at my mum's place in Kisumu. Very reliable system."],
  ]),
  ...on('mohamed-noor', 'Wi-Fi & CCTV setup', [
    ['halima-abdullahi', 5, 11, 'Wi-Fi now reaches every room, even the SQ.'],
    ['susan-wairimu', 4, 67, 'Good setup. The camera app took a while to configure.'],
    ['kevin-maina', 5, 230, null],
  ]),
  ...on('mohamed-noor', 'Electric fence & gate motor installation', [
    ['lilian-adhiambo', 5, 98, 'The gate motor works perfectly with the remotes. Professional team.'],
  ]),

  // Cleaning
  ...on('lucy-wambui', 'Deep cleaning for move-in', [
    ['susan-wairimu', 5, 4, 'The apartment was spotless when we moved in. Worth every shilling.'],
    ['kevin-maina', 5, 52, 'Her team made the kitchen look brand new.'],
    ['lilian-adhiambo', 4, 115, 'Very good. They missed a couple of windows but came back the next day.'],
    ['demo-buyer', 5, 260, null],
  ]),
  ...on('lucy-wambui', 'Post-construction cleaning', [
    ['halima-abdullahi', 4, 85, 'Removed all the paint splashes after our renovation.'],
  ]),
  ...on('rehema-kahindi', 'Sofa & carpet cleaning', [
    ['salim-mwinyi', 5, 9, 'Sofa zinaonekana kama mpya, na zilikuwa zimekauka kufikia jioni.'],
    ['ruth-mueni', 5, 70, 'Removed stains I thought were permanent. Asante sana!'],
    ['halima-abdullahi', 4, 220, 'Cleaned the sofas in our Nyali holiday flat. Good service.'],
  ]),
  ...on('janet-akinyi', 'Weekly house cleaning', [
    ['wycliffe-simiyu', 5, 3, 'Trustworthy and thorough. She has come every Saturday for months.'],
    ['demo-buyer', 4, 44, null],
    ['akinyi-odera', 5, 170, 'Very neat, with the ironing too.'],
  ]),
  ...on('beatrice-nafula', 'Office & commercial cleaning', [
    ['martin-ngugi', 4, 28, 'Reliable crew. Our office is always clean on Monday morning.'],
  ]),

  // Moving
  ...on('john-mwangi', 'House moving within Nairobi', [
    ['kevin-maina', 5, 14, 'Moved our 2-bedroom from Kilimani to Syokimau with nothing broken.'],
    ['lilian-adhiambo', 4, 80, 'Careful packers, but they arrived an hour late.'],
    ['akinyi-odera', 5, 145, null],
    ['susan-wairimu', 2, 280, 'Two chairs were scratched and it took long to get a response.'],
  ]),
  ...on('abdullahi-hussein', 'Upcountry moving from Mombasa', [
    ['ruth-mueni', 5, 100, 'Moved us from Bamburi to Nairobi safely. Everything arrived in good condition.'],
    ['salim-mwinyi', 4, 240, null],
  ]),
  ...on('kelvin-odhiambo', 'Office relocation', [
    ['halima-abdullahi', 5, 36, 'Moved our office over a weekend and everything was set up by Monday.'],
    ['wycliffe-simiyu', 4, 190, 'Well organised; every box was labelled.'],
  ]),

  // Painting and carpentry
  ...on('moses-wekesa', 'Interior house painting', [
    ['gilbert-langat', 4, 55, 'Good clean finish in all three bedrooms.'],
    ['jackline-kemunto', 5, 125, "Painted my parents' home in Kakamega beautifully and on time."],
  ]),
  ...on('moses-wekesa', 'Door & window frame repairs', [['gilbert-langat', 5, 200, null]]),
  ...on('daniel-kiptoo', 'Exterior wall painting', [
    ['charles-kirimi', 5, 18, 'Our bungalow looks brand new. Very professional team.'],
    ['gilbert-langat', 4, 142, null],
    ['martin-ngugi', 4, 265, 'Good work; it took a few days longer because of the rain.'],
  ]),
  ...on('daniel-kiptoo', 'Roof painting & waterproofing', [
    ['charles-kirimi', 5, 90, 'No more leaks during the long rains.'],
  ]),
  ...on('ann-muthoni', 'Decorative & feature wall painting', [
    ['demo-buyer', 5, 22, 'She helped us pick the colours and the living room feature wall is stunning.'],
    ['lilian-adhiambo', 5, 110, "Beautiful wallpaper work in the kids' room."],
    ['susan-wairimu', 4, 185, null],
  ]),
  ...on('francis-omondi', 'Kitchen cabinets', [
    ['jackline-kemunto', 5, 65, 'Beautiful cabinets, solid work, finished on schedule.'],
    ['akinyi-odera', 4, 200, 'Good quality. One drawer needed adjusting later and he did it for free.'],
    ['lilian-adhiambo', 5, 290, null],
  ]),
  ...on('geoffrey-murithi', 'Custom beds & wardrobes', [
    ['martin-ngugi', 5, 38, 'Solid cypress bed, delivered to Thika and assembled in an hour.'],
    ['charles-kirimi', 4, 175, null],
  ]),

  // Gardening
  ...on('patrick-mutiso', 'Landscaping & lawn care', [
    ['lilian-adhiambo', 5, 16, 'Our lawn has never looked better. He comes on time every month.'],
    ['susan-wairimu', 4, 75, 'Good gardener who knows which plants suit the area.'],
    ['halima-abdullahi', 5, 158, null],
    ['kevin-maina', 3, 295, 'Decent work, but he missed one scheduled visit.'],
  ]),
  ...on('nancy-kerubo', 'Kitchen garden setup', [
    ['martin-ngugi', 5, 50, 'We now harvest sukuma and spinach every week!'],
    ['demo-buyer', 5, 135, 'Set up a vertical garden on our balcony. Very knowledgeable.'],
    ['wycliffe-simiyu', 4, 245, null],
  ]),
  ...on('kenneth-sankale', 'Hedge trimming & tree pruning', [
    ['akinyi-odera', 4, 27, 'Trimmed the hedge and cleared everything away.'],
    ['kevin-maina', 5, 160, 'Felled a dangerous tree next to the house very safely.'],
  ]),

  // Appliance repair
  ...on('felix-onyango', 'Fridge & cooker repair', [
    ['akinyi-odera', 5, 7, 'Fridge is cooling again after a gas refill. Fast and fair.'],
    ['demo-buyer', 4, 63, 'Fixed the oven; we had to wait a day for the part.'],
    ['wycliffe-simiyu', 5, 118, null],
    ['kevin-maina', 3, 230, 'The fault came back after a few weeks, but he returned and fixed it.'],
  ]),
  ...on('ibrahim-said', 'Washing machine repair', [
    ['salim-mwinyi', 4, 33, 'Alibadilisha pampu ya kutolea maji haraka.'],
    ['ruth-mueni', 5, 150, 'Honest: a cheap repair when another fundi wanted to replace the whole board.'],
  ]),
  ...on('caroline-jeptoo', 'Microwave & small appliance repair', [
    ['akinyi-odera', 5, 49, 'Fixed my microwave the same day. Very affordable.'],
    ['halima-abdullahi', 4, 210, null],
  ]),

  // Catering
  ...on('margaret-njeri', 'Nyama choma catering', [
    ['kevin-maina', 5, 20, 'The goat meat was perfectly done. Guests are still talking about it.'],
    ['wycliffe-simiyu', 5, 93, 'Catered our harambee for 80 people and the food was enough for everyone.'],
    ['demo-buyer', 4, 180, null],
    ['martin-ngugi', 4, 270, 'Tasty food; service was a bit slow at first.'],
  ]),
  ...on('fatuma-ali', 'Swahili pilau & biryani catering', [
    ['salim-mwinyi', 5, 46, 'Biriani bora kabisa Malindi! Wageni wa harusi yetu waliipenda sana.'],
    ['ruth-mueni', 5, 190, 'Delicious pilau and samosas, very well organised.'],
    ['halima-abdullahi', 4, 255, null],
  ]),
  ...on('purity-kendi', 'Birthday & celebration cakes', [
    ['susan-wairimu', 5, 5, 'The red velvet cake was moist and looked exactly like the picture.'],
    ['halima-abdullahi', 5, 68, null],
    ['demo-buyer', 4, 150, 'Lovely cake; delivery was a bit late.'],
  ]),
  ...on('purity-kendi', 'Birthday party planning & décor', [
    ['lilian-adhiambo', 5, 39, "My daughter's party was magical. Purity handled everything."],
  ]),

  // Photography
  ...on('victor-ouma', 'Wedding photography', [
    ['lilian-adhiambo', 5, 47, 'Captured every moment of our wedding. The photobook is beautiful.'],
    ['kevin-maina', 5, 165, 'Very professional and calm on a busy day.'],
    ['jackline-kemunto', 4, 285, 'Great photos, but the gallery took six weeks to arrive.'],
  ]),
  ...on('victor-ouma', 'Wedding videography', [['lilian-adhiambo', 5, 45, null]]),
  ...on('sharon-chepkoech', 'Graduation & family portraits', [
    ['charles-kirimi', 5, 24, 'Lovely family photos at Lake Nakuru. Very patient with the kids.'],
    ['gilbert-langat', 4, 133, null],
  ]),
  ...on('eric-mwenda', 'Product photography for online shops', [
    ['susan-wairimu', 5, 31, 'Sales in my Instagram shop went up after these photos.'],
    ['halima-abdullahi', 4, 122, 'Good photos and a quick turnaround.'],
    ['akinyi-odera', 5, 240, null],
  ]),

  // Event planning
  ...on('catherine-njambi', 'Wedding & ruracio planning', [
    ['susan-wairimu', 5, 57, 'She handled our ruracio and wedding with zero stress for us. Highly recommended.'],
    ['kevin-maina', 4, 200, 'Organised and firm with vendors. We went slightly over budget on décor.'],
    ['demo-buyer', 5, 298, null],
  ]),
  ...on('philip-kilonzo', 'Tent, chairs & décor hire', [
    ['wycliffe-simiyu', 5, 41, 'Tents and chairs arrived early and were clean.'],
    ['akinyi-odera', 4, 160, null],
    ['martin-ngugi', 3, 230, 'Okay service, but a few chairs were missing covers.'],
  ]),
  ...on('maurice-oduor', 'Sound system & MC for events', [
    ['jackline-kemunto', 5, 13, 'Maurice kept the crowd entertained in three languages. Great sound.'],
    ['akinyi-odera', 5, 105, 'Our wedding reception in Kisumu was so lively!'],
    ['lilian-adhiambo', 4, 215, null],
  ]),

  // Tutoring
  ...on('grace-atieno', 'KCSE maths tuition', [
    ['jackline-kemunto', 5, 35, 'My son went from a D+ to a B in maths. Thank you, Teacher Grace!'],
    ['akinyi-odera', 4, 210, 'Online sessions worked well for my daughter in Nairobi. Very patient teacher.'],
  ]),
  ...on('mary-mwikali', 'CBC homework support', [
    ['martin-ngugi', 5, 17, 'CBC projects are no longer a headache in our house.'],
    ['wycliffe-simiyu', 5, 86, 'Very good with young children.'],
    ['demo-buyer', 4, 170, null],
  ]),
  ...on('collins-wafula', 'Chemistry & physics tuition', [
    ['gilbert-langat', 5, 53, 'Explains concepts clearly. My daughter now enjoys chemistry.'],
    ['charles-kirimi', 4, 200, null],
  ]),

  // Fitness
  ...on('dennis-kipchumba', 'Running & marathon coaching', [
    ['gilbert-langat', 5, 26, 'Finished my first half marathon thanks to his plan.'],
    ['kevin-maina', 5, 140, 'Did a training week in Iten with Dennis. Worth it.'],
  ]),
  ...on('linda-achieng', 'Personal training', [
    ['lilian-adhiambo', 5, 10, 'Lost 8 kg in three months. Linda is strict but encouraging.'],
    ['susan-wairimu', 4, 72, null],
    ['demo-buyer', 5, 148, 'Sessions at home fit perfectly around my work schedule.'],
    ['kevin-maina', 4, 275, 'Good workouts, though she sometimes rescheduled at short notice.'],
  ]),
  ...on('cynthia-wangari', 'Yoga & stretching classes', [
    ['halima-abdullahi', 5, 29, 'My back pain is much better after a month of classes.'],
    ['susan-wairimu', 5, 180, null],
  ]),

  // Beauty
  ...on('winnie-nekesa', 'Braiding & dreadlocks', [
    ['akinyi-odera', 5, 2, 'Neat knotless braids that lasted six weeks.'],
    ['demo-buyer', 4, 54, 'Beautiful work, but it took about seven hours.'],
    ['lilian-adhiambo', 5, 127, null],
    ['susan-wairimu', 5, 199, 'She retwisted my locs perfectly.'],
  ]),
  ...on('naserian-parsimei', 'Bridal makeup', [
    ['susan-wairimu', 5, 56, 'I felt beautiful on my wedding day and the makeup lasted all night.'],
    ['lilian-adhiambo', 5, 46, null],
  ]),
  ...on('tony-kariuki', 'Home barber service', [
    ['wycliffe-simiyu', 5, 12, 'Clean cut, and he sterilises his tools. My boys love him.'],
    ['kevin-maina', 4, 90, null],
  ]),

  // IT services
  ...on('allan-kiprotich', 'Laptop repair', [
    ['kevin-maina', 5, 18, 'Replaced my laptop screen in two hours.'],
    ['susan-wairimu', 4, 96, 'Recovered most of my files after the hard disk failed.'],
    ['demo-buyer', 5, 155, null],
    ['halima-abdullahi', 2, 268, 'The new battery stopped holding charge within weeks.'],
  ]),

  // Pet care
  ...on('esther-nduta', 'Dog grooming', [
    ['lilian-adhiambo', 5, 23, 'Our German Shepherd has never looked so good!'],
    ['kevin-maina', 4, 108, null],
    ['susan-wairimu', 5, 222, 'Gentle with our nervous Maltese.'],
  ]),
  ...on('wilson-rotich', 'Home vet visits & vaccination', [
    ['martin-ngugi', 5, 37, 'Vaccinated both our dogs at home, with no stressful trip to the clinic.'],
    ['demo-buyer', 5, 124, 'Very knowledgeable and kind with our cat.'],
    ['wycliffe-simiyu', 4, 250, null],
  ]),
];
