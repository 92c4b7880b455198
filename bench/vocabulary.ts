// The words, places and tags of the bench's data set (issue 17): text that behaves like real
// listings under full-text search. Descriptions draw from WORDS with a Zipf-like frequency
// (the word at rank r about 1/r as often as the first), so a few words are everywhere, most
// are rare, and the most common are the stop words PostgreSQL's English search ignores.

const words = (text: string) => text.split(/\s+/).filter(Boolean);

// In rough order of frequency: function words first, then the words of nightlife and event
// listings mixed with everyday English, then a long tail. A few carry accents (café, soirée),
// as real listings do.
export const WORDS: readonly string[] = [
  ...new Set([
    ...words(`
the and to a of for with in on at you your our we is be will are this that it from as by or
an all who can have about up out more into one night team people music event show set crowd
if their they what when not so get new us has its do been also was just time there were
work live play sound venue stage dance floor room bar club party guests friends house city
great help make need love first best come bring run know looking every each own before after
over through while while around during back only other some than then them these those most
very two three four five hours weekend friday saturday sunday evening morning weekly monthly
set sets dj djs host hosts hosting photo photos photographer video videos editor editing
design designer flyer flyers poster posters brand brands promoter promoters promotion street
campus students student school college greek chapter fraternity sorority charity volunteer
volunteers ambassador ambassadors community local national tour tours festival festivals gala
rooftop warehouse lounge patio backyard basement ballroom theater hall arena amphitheater
paid pay rate budget per hour cash tips tickets ticket guest list door doors entry wristbands
lights lighting audio speakers mixer decks turntables vinyl records controller laptop cables
house techno disco funk soul hip-hop rap r&b pop rock indie jazz blues country latin reggaeton
afrobeats dancehall edm trance dubstep drum bass garage ambient acoustic open-format throwback
energy vibe vibes groove rhythm beats tempo mix mixes blend transitions selector selection
opener openers headliner headliners support lineup lineups residency resident rotation slot
slots soundcheck load-in load-out setup teardown backstage green production crew stagehand
runner runners security staff staffing bartender bartenders barback servers server bottle
service vip table tables booth booths sections capacity cap sold-out tickets presale merch
content creator creators reels tiktok instagram stories posts socials social media followers
reach engagement audience fans following recap recaps highlight highlights footage clips
camera cameras lens lenses gear drone gimbal lights flash low-light edit edits selects
deliver delivery deadline turnaround within days week weeks month months season seasons
summer winter spring fall holiday holidays halloween thanksgiving christmas eve year years
launch opening grand closing anniversary birthday celebration wedding reception private
corporate brand activation pop-up popup market markets showcase showcases competition contest
battle cypher open-mic karaoke trivia bingo brunch dinner lunch happy hour cocktails drinks
drink beer wine rosé champagne spirits tequila mezcal whiskey bourbon sponsor sponsors
sponsorship partner partners partnership partnerships nonprofit fundraiser fundraising donate
donations raise raised cause causes foundation scholarship benefit auction silent raffle
experience experienced years skills skill reliable professional friendly outgoing energetic
organized punctual flexible creative passionate motivated confident positive responsible
detail-oriented hardworking talented skilled seasoned emerging upcoming rising local-favorite
required preferred plus bonus must should able willing ready available availability schedule
shifts shift hours part-time full-time freelance contract gig gigs role roles position
positions opportunity opportunities apply application applications interview audition
auditions demo demos portfolio reel resume résumé references reference link links website
email phone text message contact reach respond response reply confirm confirmed booking
booked book bookings calendar date dates time times start starts end ends until late early
doors-open midnight sunset sunrise golden after-hours afterparty after-party pregame
warm-up warm warmup build peak close closer closing-set encore curfew noise permit permits
parking transportation ride rides uber shuttle travel travels traveling stipend mileage
meals meal food snacks catering truck trucks chef kitchen menu tasting café bistro taqueria
jalapeño queso tacos bbq barbecue brisket burgers pizza wings dessert crème brûlée soirée
fiesta piñata señorita décor entrée naïve fiancé cliché
downtown uptown midtown eastside westside northside southside district neighborhood block
street avenue boulevard square park plaza pier waterfront lake river beach pool poolside
hotel resort motel inn lodge cabin ranch farm barn vineyard winery brewery distillery taproom
gallery museum library studio studios loft lofts space venue-partner hall-rental
art artist artists painter painters mural murals muralist installation exhibit exhibition
fashion runway model models stylist styling makeup hair wardrobe costume costumes dancers
dancer dancing choreography choreographer performer performers performance performances
singer singers vocalist vocals band bands drummer guitarist bassist keys keyboardist horn
horns saxophone trumpet violin cellist strings orchestra choir quartet trio duo solo
comedian comedy standup improv magician magic juggler acrobat aerial fire spinner stilt
walker walkers mascot emcee mc announcer hype hypeman speaker speakers panel panelist
workshop workshops class classes lesson lessons teach teaching mentor mentoring mentorship
learn learning grow growth career careers network networking connect connections meet
mixer mixers meetup meetups social socials gathering gatherings celebration community-led
welcome welcoming inclusive safe safer respectful accessible all-ages 21-plus 18-plus adults
family family-friendly kids children youth teens seniors everyone anyone someone people-first
check-in check check-ins checklist clipboard scanner scanning tablet app apps payments
square venmo cashapp invoice invoices paperwork waiver waivers contract contracts insurance
equipment provided provide bring-your-own byo supply supplies materials kit kits table-setup
chairs tents tent stage-build truss rigging power generator extension cords fog haze
confetti balloons banners signage signs step-and-repeat backdrop photo-booth booth-attendant
ambient-lighting uplighting projector projection screen screens visuals vj vjs mapping
lasers led leds strobe strobes moving-heads spotlight spotlights dimmer console board
engineer engineers foh monitor monitors wedge wedges mic mics microphone microphones wireless
stream streaming livestream broadcast podcast podcasts radio playlist playlists spotify
soundcloud mixcloud bandcamp youtube twitch discord newsletter blog press media-kit
interviews coverage feature featured features magazine writer writers copy copywriting
caption captions hashtags story storytelling narrative brand-voice tone campaign campaigns
launches drop drops release releases single album ep mixtape premiere premieres debut
debuts collab collabs collaboration collaborations crossover guest-spot guest-spots takeover
takeovers pop-ups secret surprise exclusive limited invite invite-only members membership
loyalty rewards perks perk discount discounts free complimentary comp comps plus-one
credit credits shoutout shoutouts tag tagged exposure visibility recognition
northeast southwest midwest texas oklahoma arizona colorado tennessee georgia florida
illinois louisiana california nevada new-mexico statewide regional nationwide remote hybrid
in-person on-site onsite offsite virtual online offline
bright loud quiet chill relaxed intimate massive huge small medium large packed full busy
steady fresh classic modern vintage retro futuristic underground mainstream eclectic diverse
unique special signature iconic legendary famous beloved popular trending viral
favorite favorites top best-of annual yearly quarterly biweekly nightly daily
tonight tomorrow today yesterday soon later next last previous upcoming recurring ongoing
first-time returning veteran veterans newcomers beginners intermediate advanced expert pro
pros amateur amateurs hobbyist serious casual fun exciting amazing incredible unforgettable
memorable wild crazy electric magnetic infectious contagious smooth soulful heavy deep dark
light melodic minimal progressive hard soft warm-toned uplifting euphoric hypnotic driving
bouncy funky jazzy bluesy gritty raw polished clean tight loose spontaneous planned
prepared flexible-hours fast quick slow careful calm cool hot humid cold rainy sunny windy
indoor outdoor indoors outdoors covered uncovered rain-or-shine weather forecast backup-plan
safety first-aid medic medics emergency exits exit crowd-control barricades barricade lines
line queue queues wait waiting entrance entrances wristband id ids age verification scan
count counting headcount attendance turnout rsvp rsvps waitlist waitlisted
accepted declined pending shortlisted chosen selected picked confirmed-lineup announced
announcement announce reveal revealed teaser teasers trailer countdown hype-video
goal goals mission vision values culture story origin history roots heritage tradition
traditions legacy future plans growth-plan expansion expanding new-markets cities
organize organizer organizers planner planners planning coordinate coordinator coordinators
manager managers management operations ops logistics logistician director directors lead
leads leader leaders captain captains supervisor supervisors assistant assistants intern
interns internship internships apprentice trainee trainees associate associates specialist
specialists consultant consultants advisor advisors representative representatives rep reps
agent agents talent scout scouts booker bookers buyer buyers curator curators programmer
producer producers engineer-assistant technician technicians tech techs stage-manager
tour-manager road roadie roadies driver drivers loader loaders porter porters usher ushers
greeter greeters hostess host-stand concierge doorman doormen bouncer bouncers cashier
cashiers vendor vendors merchant merchants seller sellers sales salesperson marketer
marketers marketing advertising ads ad flyering street-team postering canvassing outreach
recruit recruiting recruiter recruiters hire hiring hired onboarding training trained
orientation briefing briefings debrief walkthrough rehearsal rehearsals practice practices
run-of-show runsheet cue cues timing timeline schedule-change changeover changeovers
transition set-times stage-times lineup-order b2b back-to-back tag-team all-night marathon
marathon-set sunrise-set closing-party opening-party kickoff finale wrap-up wrap wrap-party
thank thanks grateful appreciate appreciation shout feedback review reviews rating ratings
testimonial testimonials referral referrals word-of-mouth reputation trust trusted
trustworthy dependable consistent committed dedicated loyal proud honored excited thrilled
happy glad pleased stoked hyped pumped fired-up buzzing
`),
    ...tail(),
  ]),
];

// The long tail: everyday English words, each rare in the listings.
function tail(): string[] {
  return words(`
ability absence academy accent accept access accident account accuracy achieve acid acre
across action active actor actress actual adapt address adjust admire admit adopt adult
advance adventure advice affair afford afraid afternoon against agency agenda agree ahead
aim airport alarm album alert alike alive alley allow almost alone along already alter
always amount anchor angle angry animal ankle answer anxiety anyway apart apartment appeal
appear apple approach approve april arch area argue arise armor army arrange arrest arrive
arrow aside asset assign assist assume athlete atlas atom attach attempt attend attic
attitude attract auction-house august aunt author auto autumn average avoid awake award
aware awful baby bachelor badge bag bake balance balcony ball banana bank banner barrel
base basket bath battery bay beam bean bear beard beauty bed bee beef begin behave behind
belief bell belt bench bend berry bicycle bike bill bird bit bite bitter blade blame blank
blanket blast bless blind blink blood bloom blossom blow blue blunt boat body boil bold bolt
bone bonus boost boot border bored borrow boss bottom bounce bowl box boxer brain brake
branch brass brave bread breath breeze brick bride bridge brief broad broken bronze brother
brown brush bubble bucket buddy buffalo bulb bundle burden bureau burn burst bush business
butter button buyer-guide cable cake call calm-down camel camp canal cancel candle candy
canoe canvas canyon capital captain-hat car carbon card cargo carpet carry cart carve case
castle cat catch cattle cause-and-effect cave ceiling cellar cement center century ceramic
chain chair chalk chance change channel chapter-house charge charm chart chase cheap cheer
cheese cherry chess chest chicken chief child chimney chip chocolate choice chorus circle
citizen civil claim clap clay clerk cliff climb clock cloth cloud clover clown club-night
coach coal coast coat code coffee coin collar collect colony color column combine comfort
comic command comment common company compass complex concert concrete condition conduct
cone confirm-code copper coral corn corner cost cottage cotton couch cough council counter
country-road couple courage course court cousin cover cow crab craft crane crash crater cream
credit-card creek crew-cut crime crisp critic crop cross crown crucial cruise crumb crush
crystal cube cuisine culture-club cup cupboard curious current curtain curve cushion custom
cycle dad damage damp danger dawn deal debate decade december decide deck decline-note deer
defense degree delay deliver-note demand dentist depth desert desk detail device diamond
diary diet digital dinner-party dinosaur direct dirt discover dish distance divide doctor
document dog doll dolphin domain donkey dose double dough dove dozen draft dragon drama draw
dream dress drift drill drip dune dust duty eager eagle earth easel east echo economy edge
effort egg elbow elder elephant elevator elite embrace emotion empire employ empty enemy
engine enjoy enough enter entire envelope equal era erase escape essay estate ethics evidence
evolve exact example excess exchange exhaust exile exist exotic expand expect explain
express extend extra eye fabric face fact factory faculty fade faint fair faith false fame
fan-club fancy fantasy farmer fashion-week father fault feather february fee feel fence
ferry fever fiber fiction field figure file film filter final finger finish fish fitness
flag flame flat flavor fleet flight float flock flood flower fluid foam focus fog-machine
fold folk font foot force forest forget fork form fortune forum fossil fountain fox frame
freedom freeze frog front frost fruit fuel galaxy game gap garden garlic gas gate gauge
gentle genuine ghost giant gift ginger giraffe girl give glass glide globe glory glove glow
glue goat gold golf goose gospel gossip govern grace grain grant grape grass gravity gravel
green-room grid grief grill grip grocery ground group grove guard guess guide guitar gulf gym
habit hammer hand handle harbor harvest hat hawk hazard head health heart heat heaven hedge
height hello helmet hero hidden high hike hill hint hip history-book hobby hockey hold hole
hollow home honey hood hook hope horizon horse hospital hour-glass hub hug human humor
hundred hunt hurry husband ice icon idea image impact import income index industry infant
inform inhale inject injury ink inner insect inside inspire install intact invest iron
island issue item ivory jacket jaguar jam january jar jaw jeans jelly jewel job join joke
journey joy judge juice july jump june jungle junior jury justice kangaroo keen keep kettle
key kick kid kidney kind king kiss kitchen-crew kite kitten knee knife knock lab ladder lady
lamp language laptop-bag laser later-on laugh laundry lava law lawn layer lazy leaf learn-more
leather lecture left leg legal lemon lend length leopard letter level liberty license life
lift limb limit lion liquid listen little lizard loan lobster lock logic long loop lottery
loyal-fan luck luggage lumber lunar lunch-break lyrics machine mad magnet maid mail main
major mammal mango manual maple marble march margin marine market-day marriage mask mass
master match material math matrix maximum maze meadow mean measure meat mechanic medal
medicine melody melt member memory mention mercy merge merit mesh metal method middle
milk million mind mineral minimum minor minute miracle mirror misery miss mistake mixture
mobile mode moment money monkey monster moon moral motion motor mountain mouse mouth move
movie mud muffin mule multiply muscle mushroom music-box mutual myth nail name napkin narrow
nation nature navy near neck needle neither nephew nerve nest net neutral never news nice
nickel noble noise-floor noodle normal north nose notable note nothing notice novel number
nurse nut oak obey object oblige obscure obvious ocean october odor offer office often oil
okay olive olympic omit onion open-air opera opinion oppose option orange orbit orchard
order ordinary organ orient original orphan ostrich outfit output outside oval oven owner
oxygen oyster ozone pact paddle page pair palace palm panda panic panther paper parade
parent parrot party-bus pass patch path patient patrol pattern pause pave peace peanut pear
peasant pelican pen penalty pencil pepper perfect permit-office person pet phrase physical
piano picnic picture piece pig pigeon pill pilot pink pioneer pipe pistol pitch planet
plastic plate play-list pledge pluck plug plunge poem poet point polar pole police pond pony
portion potato pottery pouch poverty powder power-strip praise predict prefer present pretty
prevent price pride primary print priority prison prize problem process profit program
project promote proof property prosper protect proud-moment provide-more public pudding pull
pulp pulse pumpkin punch pupil puppy purchase purity purpose purse push puzzle pyramid
quality quantum quarter question quick-bite quit quiz quote rabbit raccoon race rack radar
rail rain raise-the-bar rally ramp random range rapid rare raven raw-footage razor reason
rebel rebuild recall receive recipe record-store recycle reduce reflect reform refuse region
regret reject relax release-date relief rely remain remember remind remove render renew rent
reopen repair repeat replace report require rescue resemble resist resource retire return
reunion reveal-night reward rhythm-section rib ribbon rice rich ride-share ridge rifle right
rigid ring riot ripple risk ritual rival robot robust rocket romance roof rookie root rope
rose rotate rough round route royal rubber rude rug rule rumor rural saddle sadness safe-ride
sail salad salmon salon salt salute same sample sand satisfy satoshi sauce sausage save scale
scan-code scare scatter scene scheme science scissors scorpion scout-team scrap screen-print
script scrub sea search-party second secret-show section-leader seed seek segment select-few
sell senior sense sentence series service-dog session settle setup-crew seven shadow shaft
shallow share shed shell sheriff shield shift-lead shine ship shiver shock shoe shoot shop
short shoulder shove shrimp shrug shuffle sibling sick side siege sight sign-up silent-disco
silk silly silver similar simple since sing siren sister situate size skate sketch ski skin
skirt skull slab slam sleep slender slice slide slight slim slogan slot-machine slow-jam
slush smart smile smoke smooth-jazz snack snake snap sniff snow soap soccer social-club sock
soda solar soldier solid solution solve song sort soul-food soup source south space-age spare
spatial spawn speak special-guest speed spell spend sphere spice spider spike spin spirit
split spoil sponsor-wall spoon sport spot spray spread spring-break spy square-dance squeeze
squirrel stable stadium stairs stamp stand start-up state-fair stay steak steel stem step
stereo stick still sting stock stomach stone stool story-time stove strategy stream-key
strike strong struggle stuff stumble style subject submit subway success such sudden suffer
sugar suggest suit sun-deck super supreme sure surface surge surprise-guest surround survey
suspect sustain swallow swamp swap swarm swear sweet swift swim swing switch sword symbol
symptom syrup system table-tennis tackle tail talent-show tank tape target task taste tattoo
taxi teach-in teacher team-up tell ten tenant tennis term test text-line thank-you theme
theory thrive throw thumb thunder ticket-booth tide tiger tilt timber tiny tip-jar tired
tissue title toast tobacco toddler toe together toilet token tomato tone-deaf tongue tool
tooth topic topple torch tornado tortoise toss total tourist toward tower town toy track
trade traffic tragic train transfer trap trash travel-day tray treat tree trend trial tribe
trick trigger trim trip trophy trouble truck-stop true truly trumpet-call trust-fall truth
tube tuition tumble tuna tunnel turkey turn turtle twelve twenty twice twin twist type
typical ugly umbrella unable unaware uncle uncover under undo unfair unfold unhappy uniform
universe unknown unlock until-dawn unusual unveil update upgrade uphold upon upper upset
urban urge usage used useful useless usual utility vacant vacuum vague valid valley valve
van vanish vapor various vast vault vehicle velvet vendor-fair venture venue-map verb verify
version vessel veteran-crew viable vibrant vicious victory view village vintage-shop violin-solo
virtual-tour virus visa visit visual vital vivid vocal voice void volcano volume vote
voyage wage wagon waist wait-list walk wall walnut want warfare warm-glow warrior wash wasp
waste water wave way wealth weapon wear weasel web wedding-band wedge-salad weird welcome-desk
west wet whale wheat wheel whip whisper wide width wife wild-card will win window wine-bar
wing wink winner wire wisdom wise wish witness wolf woman wonder wood wool word world worry
worth wrap-around wreck wrestle wrist write wrong yard yellow young youth-club zebra zero
zone zoo
`).filter((word) => !word.includes('-'));
}

// Real cities, weighted towards the network's markets (spec §9) by their place in the list.
export const CITIES: readonly string[] = [
  'Dallas',
  'Austin',
  'Houston',
  'Tulsa',
  'Phoenix',
  'National',
  'San Antonio',
  'Fort Worth',
  'Oklahoma City',
  'Denver',
  'Nashville',
  'Atlanta',
  'Miami',
  'Chicago',
  'New Orleans',
  'Los Angeles',
  'Las Vegas',
  'Scottsdale',
  'Tempe',
  'El Paso',
  'Albuquerque',
  'Memphis',
  'Brooklyn',
  'San Diego',
  'Santa Fe',
  'Waco',
  'Lubbock',
  'Norman',
  'Stillwater',
  'College Station',
  'Tucson',
  'Boulder',
  'Savannah',
  'Charleston',
  'Asheville',
  'San José',
  'Querétaro',
  'Montréal',
  'San Francisco',
];

// Real venues, each in its city.
export const VENUES: readonly (readonly [venue: string, city: string])[] = [
  ['The Bomb Factory', 'Dallas'],
  ['Granada Theater', 'Dallas'],
  ['Trees', 'Dallas'],
  ['Deep Ellum Art Company', 'Dallas'],
  ['Club Dada', 'Dallas'],
  ['South Side Ballroom', 'Dallas'],
  ['Stubb’s Waller Creek Amphitheater', 'Austin'],
  ['Mohawk', 'Austin'],
  ['Emo’s', 'Austin'],
  ['Scoot Inn', 'Austin'],
  ['Cheer Up Charlies', 'Austin'],
  ['The Concourse Project', 'Austin'],
  ['Antone’s Nightclub', 'Austin'],
  ['White Oak Music Hall', 'Houston'],
  ['Stereo Live', 'Houston'],
  ['Warehouse Live', 'Houston'],
  ['Post HTX', 'Houston'],
  ['Bayou Music Center', 'Houston'],
  ['Cain’s Ballroom', 'Tulsa'],
  ['The Vanguard', 'Tulsa'],
  ['Mercury Lounge', 'Tulsa'],
  ['Crescent Ballroom', 'Phoenix'],
  ['The Van Buren', 'Phoenix'],
  ['Walter Studios', 'Phoenix'],
  ['Paper Tiger', 'San Antonio'],
  ['The Aztec Theatre', 'San Antonio'],
  ['Tannahill’s Music Hall', 'Fort Worth'],
  ['Billy Bob’s Texas', 'Fort Worth'],
  ['Tower Theatre', 'Oklahoma City'],
  ['Beer City Music Hall', 'Oklahoma City'],
  ['Red Rocks Amphitheatre', 'Denver'],
  ['Mission Ballroom', 'Denver'],
  ['Cervantes’ Masterpiece Ballroom', 'Denver'],
  ['The Basement East', 'Nashville'],
  ['Exit/In', 'Nashville'],
  ['Ryman Auditorium', 'Nashville'],
  ['Tabernacle', 'Atlanta'],
  ['Terminal West', 'Atlanta'],
  ['Club Space', 'Miami'],
  ['Do Not Sit On The Furniture', 'Miami'],
  ['Smart Bar', 'Chicago'],
  ['Metro', 'Chicago'],
  ['Tipitina’s', 'New Orleans'],
  ['Preservation Hall', 'New Orleans'],
  ['Sound Nightclub', 'Los Angeles'],
  ['The Echo', 'Los Angeles'],
  ['Brooklyn Steel', 'Brooklyn'],
  ['Elsewhere', 'Brooklyn'],
  ['Café Du Nord', 'San Francisco'],
  ['La Bodeguita Café', 'San José'],
  ['Café Tacvba Foro', 'Querétaro'],
  ['Société des Arts Technologiques', 'Montréal'],
];

// Tags as a team would name them; common ones (Paid, Weekend) first.
export const TAG_LABELS: readonly string[] = words(`
Paid Weekend DJ Hosting Photo Video Campus Remote Production Charity Nightlife Festival
Rooftop Warehouse Brunch Late-night All-ages 21+ Volunteer Creative Marketing Street-team
Ambassador Door Bar Security Stage-crew Lighting Sound Merch VIP Bottle-service Comedy
Karaoke Trivia Open-mic Latin House Techno Disco Hip-hop R&B Afrobeats Reggaeton EDM Jazz
Country Indie Pop Rock Acoustic Live-band Dance Fashion Runway Art Mural Pop-up Brand
Activation Sponsorship Fundraiser Greek Fraternity Sorority Student Internship Travel
Tour Residency Opening Closing Holiday Halloween New-year Summer Winter Spring Fall Outdoor
Indoor Poolside Beach Boat Drone Editing Design Flyers Social-media TikTok Instagram
Content Recap Livestream Podcast Writing Press Hospitality Catering Food-truck Mixology
Logistics Driver Runner Check-in Ticketing Box-office Guest-list Hype Emcee Dancer Singer
Band Drummer Guitar Keys Strings Choir Magician Aerial Fire Stilts Mascot Kids Family
Wedding Corporate Private Gala Benefit Auction Market Showcase Battle Cypher Workshop
Mentorship Networking Meetup Panel Speaker Conference Expo Convention Sports Tailgate
Watch-party Esports Gaming Film Screening Premiere Album-release Record-store Vinyl
Radio Silent-disco Sunrise Sunset After-hours Underground Queer Women-led Bilingual
Spanish Accessible Sober Wellness Yoga Run-club Cycling Skate Climbing Hiking Camping
`).map((label) => label.replaceAll('-', ' '));

// Titles: a setting and a role ("Rooftop DJ Set"), sometimes at a venue.
export const TITLE_SETTINGS: readonly string[] = words(`
Rooftop Friday Saturday Warehouse Campus Festival Gala Brunch Late-Night Sunset Poolside
Underground Holiday Halloween Summer Winter Spring Homecoming Block-Party Residency Showcase
Pop-Up Launch Opening Closing Charity Corporate Wedding Tailgate Silent-Disco Open-Air
`).map((setting) => setting.replaceAll('-', ' '));

export const TITLE_ROLES: readonly string[] = [
  'DJ Set',
  'DJ Rotation',
  'Opening DJ',
  'Door Host',
  'Guest List Host',
  'Event Photographer',
  'Recap Video Editor',
  'Videographer',
  'Stage Crew',
  'Lighting Tech',
  'Sound Engineer',
  'Street Team Promoter',
  'Campus Ambassador',
  'Brand Ambassador',
  'Bartender',
  'Barback',
  'MC',
  'Live Band',
  'Flyer Designer',
  'Social Media Creator',
  'Content Creator',
  'Volunteer Lead',
  'Check-in Staff',
  'Merch Seller',
  'Runner',
  'Production Assistant',
  'Dancer',
  'Karaoke Host',
  'Trivia Host',
  'Security Lead',
];
