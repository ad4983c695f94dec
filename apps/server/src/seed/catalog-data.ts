/**
 * The demo catalogue: real recipes (ingredients as "quantity|unit|name|category", steps in
 * order), videos, and shows with episodes. Text only; the seed step draws the pictures.
 */
export interface DemoRecipe {
  title: string;
  description: string;
  tags: string[];
  ingredients: string[];
  steps: string[];
  notes?: string;
  /** Whether the recipe links to a video of the dish (the demo video or episode that cooks it). */
  youtube?: boolean;
}

export const demoRecipes: DemoRecipe[] = [
  {
    title: 'Lemon Garlic Roast Chicken',
    description: 'A golden whole chicken roasted over lemons and garlic, with crisp skin and juicy meat.',
    tags: ['Newest', 'Popular', 'Chicken', 'Dinner'],
    ingredients: [
      '1|whole|chicken (about 1.6 kg)|meat',
      '2||lemons|fruit',
      '1|head|garlic|vegetable',
      '3|tbsp|olive oil|pantry',
      '1|tbsp|sea salt|pantry',
      '4|sprigs|thyme|herbs',
    ],
    steps: [
      'Heat the oven to 220 °C and pat the chicken dry.',
      'Rub with oil, salt and thyme; stuff with one halved lemon and half the garlic.',
      'Roast on sliced lemon and the remaining garlic for 70 minutes, until the juices run clear.',
      'Rest for 15 minutes before carving.',
    ],
    notes: 'Dry the skin uncovered in the fridge overnight for the crispest result.',
    youtube: true,
  },
  {
    title: 'Chicken Tikka Masala',
    description: 'Charred yoghurt-marinated chicken in a creamy, gently spiced tomato sauce.',
    tags: ['Popular', 'Chicken', 'Dinner'],
    ingredients: [
      '700|g|boneless chicken thighs|meat',
      '200|ml|plain yoghurt|dairy',
      '2|tsp|garam masala|spices',
      '1|tin|chopped tomatoes (400 g)|pantry',
      '150|ml|double cream|dairy',
      '1||onion|vegetable',
      '3|cloves|garlic|vegetable',
      '1|tbsp|grated ginger|vegetable',
    ],
    steps: [
      'Marinate the chicken in yoghurt, half the garam masala and salt for at least 1 hour.',
      'Grill the chicken until charred at the edges.',
      'Soften the onion, garlic and ginger, add the rest of the spices, then the tomatoes; simmer 15 minutes.',
      'Stir in the cream and the chicken and simmer 5 minutes more.',
    ],
    youtube: true,
  },
  {
    title: 'Creamy Chicken and Mushroom Pie',
    description: 'Tender chicken and mushrooms in a thyme cream sauce under a flaky puff pastry lid.',
    tags: ['Seasonal', 'Chicken', 'Baking'],
    ingredients: [
      '500|g|chicken breast|meat',
      '250|g|chestnut mushrooms|vegetable',
      '1||leek|vegetable',
      '300|ml|chicken stock|pantry',
      '150|ml|crème fraîche|dairy',
      '1|sheet|puff pastry|bakery',
      '1||egg|dairy',
    ],
    steps: [
      'Brown the diced chicken and set aside.',
      'Cook the leek and mushrooms until soft, add stock and reduce by half.',
      'Stir in crème fraîche and the chicken, then spoon into a pie dish.',
      'Top with pastry, brush with beaten egg and bake at 200 °C for 30 minutes.',
    ],
  },
  {
    title: 'Crispy Chicken Katsu Curry',
    description: 'Panko-crumbed chicken cutlets with a mild, sweet Japanese curry sauce and rice.',
    tags: ['Popular', 'Chicken'],
    ingredients: [
      '2||chicken breasts|meat',
      '60|g|panko breadcrumbs|pantry',
      '1||egg|dairy',
      '2|tbsp|plain flour|pantry',
      '1||carrot|vegetable',
      '1||onion|vegetable',
      '2|tbsp|curry powder|spices',
      '400|ml|chicken stock|pantry',
    ],
    steps: [
      'Flatten the chicken, then coat in flour, egg and panko.',
      'Fry in 1 cm of oil for 4 minutes a side until golden.',
      'For the sauce, soften onion and carrot, add flour and curry powder, then stock; simmer and blend.',
      'Slice the katsu and serve over rice with the sauce.',
    ],
    youtube: true,
  },
  {
    title: 'Chicken Noodle Soup',
    description: 'A clear, comforting broth with shredded chicken, vegetables and egg noodles.',
    tags: ['Seasonal', 'Chicken', 'Soup'],
    ingredients: [
      '2||chicken legs|meat',
      '2||carrots|vegetable',
      '2|sticks|celery|vegetable',
      '1||onion|vegetable',
      '100|g|egg noodles|pantry',
      '1.5|l|water|pantry',
      '1|handful|parsley|herbs',
    ],
    steps: [
      'Simmer the chicken legs with onion, carrot and celery in the water for 45 minutes.',
      'Lift out the chicken, shred the meat and discard the bones.',
      'Add the noodles and cook for 4 minutes.',
      'Return the chicken, season and finish with parsley.',
    ],
  },
  {
    title: 'Honey Soy Glazed Salmon',
    description: 'Pan-seared salmon lacquered with a sticky honey, soy and ginger glaze.',
    tags: ['Newest', 'Fish', 'Dinner'],
    ingredients: [
      '4||salmon fillets|fish',
      '3|tbsp|honey|pantry',
      '3|tbsp|soy sauce|pantry',
      '1|tbsp|grated ginger|vegetable',
      '2|cloves|garlic|vegetable',
      '1|tsp|sesame seeds|pantry',
    ],
    steps: [
      'Whisk honey, soy, ginger and garlic.',
      'Sear the salmon skin-side down for 4 minutes, then turn.',
      'Pour in the glaze and bubble for 2 minutes, spooning it over the fish.',
      'Scatter with sesame seeds.',
    ],
    youtube: true,
  },
  {
    title: 'Classic Margherita Pizza',
    description: 'A thin, blistered crust topped with San Marzano tomato, mozzarella and basil.',
    tags: ['Popular', 'Vegetarian', 'Baking'],
    ingredients: [
      '500|g|strong white flour|pantry',
      '7|g|dried yeast|pantry',
      '325|ml|warm water|pantry',
      '1|tin|San Marzano tomatoes|pantry',
      '250|g|fresh mozzarella|dairy',
      '1|bunch|basil|herbs',
    ],
    steps: [
      'Mix flour, yeast, salt and water; knead 10 minutes and prove 2 hours.',
      'Crush the tomatoes with salt.',
      'Stretch the dough thinly, spread tomato and tear over mozzarella.',
      'Bake on a very hot stone for 7 minutes; finish with basil.',
    ],
  },
  {
    title: 'Vegan Chickpea Curry',
    description: 'A fragrant coconut curry with chickpeas and spinach, ready in 30 minutes.',
    tags: ['Vegan', 'Newest', 'Dinner'],
    ingredients: [
      '2|tins|chickpeas|pantry',
      '1|tin|coconut milk|pantry',
      '200|g|spinach|vegetable',
      '1||onion|vegetable',
      '2|tbsp|curry paste|pantry',
      '1||lime|fruit',
    ],
    steps: [
      'Fry the onion until soft, then the curry paste for 1 minute.',
      'Add chickpeas and coconut milk; simmer 15 minutes.',
      'Wilt in the spinach and squeeze over the lime.',
    ],
    youtube: true,
  },
  {
    title: 'Vegan Lentil Bolognese',
    description: 'A rich, meat-free ragù of green lentils, tomato and red wine.',
    tags: ['Vegan', 'Pasta'],
    ingredients: [
      '250|g|green lentils|pantry',
      '1||onion|vegetable',
      '1||carrot|vegetable',
      '2|tbsp|tomato purée|pantry',
      '1|tin|chopped tomatoes|pantry',
      '150|ml|red wine|pantry',
      '400|g|spaghetti|pantry',
    ],
    steps: [
      'Soften the chopped onion and carrot.',
      'Add tomato purée, then wine, and reduce.',
      'Add lentils, tomatoes and 500 ml water; simmer 35 minutes.',
      'Toss with the cooked spaghetti.',
    ],
  },
  {
    title: 'Roasted Butternut Squash Soup',
    description: 'Velvety squash soup with roasted garlic and a hint of nutmeg.',
    tags: ['Vegan', 'Seasonal', 'Soup'],
    ingredients: [
      '1||butternut squash|vegetable',
      '1||onion|vegetable',
      '4|cloves|garlic|vegetable',
      '1|l|vegetable stock|pantry',
      '1|pinch|nutmeg|spices',
    ],
    steps: [
      'Roast the cubed squash, onion and garlic at 200 °C for 40 minutes.',
      'Blend with the hot stock until smooth.',
      'Season with salt, pepper and nutmeg.',
    ],
    youtube: true,
  },
  {
    title: 'Fluffy Buttermilk Pancakes',
    description: 'Tall, tender pancakes for a slow weekend breakfast.',
    tags: ['Popular', 'Breakfast', 'Vegetarian'],
    ingredients: [
      '200|g|plain flour|pantry',
      '1|tbsp|sugar|pantry',
      '2|tsp|baking powder|pantry',
      '300|ml|buttermilk|dairy',
      '1||egg|dairy',
      '30|g|melted butter|dairy',
    ],
    steps: [
      'Whisk the dry ingredients, then the wet ones separately.',
      'Combine briefly; a few lumps are fine.',
      'Cook ladlefuls on a buttered pan until bubbles form, then flip.',
    ],
  },
  {
    title: 'Shakshuka',
    description: 'Eggs poached in a smoky pepper and tomato sauce, to mop up with bread.',
    tags: ['Breakfast', 'Vegetarian', 'Newest'],
    ingredients: [
      '6||eggs|dairy',
      '2||red peppers|vegetable',
      '1||onion|vegetable',
      '1|tin|chopped tomatoes|pantry',
      '1|tsp|smoked paprika|spices',
      '1|tsp|cumin|spices',
    ],
    steps: [
      'Soften the onion and peppers with the spices.',
      'Add the tomatoes and simmer 10 minutes.',
      'Make wells, crack in the eggs, cover and cook until the whites set.',
    ],
    youtube: true,
  },
  {
    title: 'Beef and Guinness Stew',
    description: 'Slow-cooked beef in a dark stout gravy with carrots and onions.',
    tags: ['Seasonal', 'Dinner'],
    ingredients: [
      '1|kg|braising beef|meat',
      '440|ml|stout|pantry',
      '3||carrots|vegetable',
      '2||onions|vegetable',
      '2|tbsp|plain flour|pantry',
      '500|ml|beef stock|pantry',
    ],
    steps: [
      'Brown the floured beef in batches.',
      'Soften the onions and carrots, return the beef.',
      'Pour in stout and stock and simmer gently for 2½ hours.',
    ],
  },
  {
    title: 'Spaghetti Carbonara',
    description: 'The Roman classic: guanciale, pecorino, egg yolks and black pepper, no cream.',
    tags: ['Popular', 'Pasta'],
    ingredients: [
      '400|g|spaghetti|pantry',
      '150|g|guanciale|meat',
      '4||egg yolks|dairy',
      '60|g|pecorino romano|dairy',
      '1|tsp|black pepper|spices',
    ],
    steps: [
      'Crisp the diced guanciale slowly.',
      'Whisk yolks with pecorino and pepper.',
      'Toss hot pasta with the guanciale off the heat, then the egg mix and a splash of pasta water until glossy.',
    ],
    youtube: true,
  },
  {
    title: 'Thai Green Chicken Curry',
    description: 'Fresh green curry with chicken, Thai basil and crunchy green beans.',
    tags: ['Chicken', 'Dinner'],
    ingredients: [
      '500|g|chicken thighs|meat',
      '3|tbsp|green curry paste|pantry',
      '400|ml|coconut milk|pantry',
      '150|g|green beans|vegetable',
      '1|tbsp|fish sauce|pantry',
      '1|handful|Thai basil|herbs',
    ],
    steps: [
      'Fry the paste in a little coconut cream until fragrant.',
      'Add the chicken, then the rest of the coconut milk.',
      'Simmer 12 minutes with the beans; season with fish sauce and finish with basil.',
    ],
  },
  {
    title: 'Greek Chicken Souvlaki',
    description: 'Oregano and lemon chicken skewers with tzatziki and warm pitta.',
    tags: ['Chicken', 'Summer'],
    ingredients: [
      '600|g|chicken breast|meat',
      '2||lemons|fruit',
      '2|tsp|dried oregano|herbs',
      '200|g|Greek yoghurt|dairy',
      '½||cucumber|vegetable',
      '4||pitta breads|bakery',
    ],
    steps: [
      'Marinate the chicken cubes in lemon, oil, oregano and garlic.',
      'Thread onto skewers and grill 10 minutes, turning.',
      'Mix yoghurt with grated cucumber for tzatziki and serve in pitta.',
    ],
    youtube: true,
  },
  {
    title: 'Mushroom Risotto',
    description: 'A creamy risotto with porcini, chestnut mushrooms and parmesan.',
    tags: ['Vegetarian', 'Seasonal'],
    ingredients: [
      '300|g|arborio rice|pantry',
      '20|g|dried porcini|pantry',
      '250|g|chestnut mushrooms|vegetable',
      '1.2|l|vegetable stock|pantry',
      '50|g|parmesan|dairy',
      '30|g|butter|dairy',
    ],
    steps: [
      'Soak the porcini; add their liquid to the stock.',
      'Toast the rice with shallot, then add stock a ladle at a time for 18 minutes.',
      'Stir in fried mushrooms, butter and parmesan.',
    ],
  },
  {
    title: 'Fish Tacos with Lime Slaw',
    description: 'Crisp battered fish in soft tortillas with a zingy cabbage slaw.',
    tags: ['Fish', 'Summer', 'Newest'],
    ingredients: [
      '400|g|white fish fillets|fish',
      '8||corn tortillas|bakery',
      '¼||red cabbage|vegetable',
      '2||limes|fruit',
      '100|g|plain flour|pantry',
      '150|ml|cold sparkling water|pantry',
    ],
    steps: [
      'Shred the cabbage and dress with lime and salt.',
      'Dip fish strips in flour-and-water batter and fry until crisp.',
      'Fill warm tortillas with fish and slaw.',
    ],
    youtube: true,
  },
  {
    title: 'Chocolate Lava Cakes',
    description: 'Individual chocolate puddings with a molten centre.',
    tags: ['Dessert', 'Popular', 'Baking'],
    ingredients: [
      '100|g|dark chocolate|pantry',
      '100|g|butter|dairy',
      '2||eggs|dairy',
      '2||egg yolks|dairy',
      '50|g|caster sugar|pantry',
      '2|tbsp|plain flour|pantry',
    ],
    steps: [
      'Melt chocolate with butter.',
      'Whisk eggs, yolks and sugar until pale; fold in chocolate and flour.',
      'Bake in buttered moulds at 200 °C for 10 minutes and turn out at once.',
    ],
  },
  {
    title: 'Classic Banana Bread',
    description: 'A moist loaf made with very ripe bananas and a little brown sugar.',
    tags: ['Baking', 'Breakfast'],
    ingredients: [
      '3||ripe bananas|fruit',
      '75|g|melted butter|dairy',
      '150|g|light brown sugar|pantry',
      '1||egg|dairy',
      '190|g|plain flour|pantry',
      '1|tsp|bicarbonate of soda|pantry',
    ],
    steps: [
      'Mash the bananas and mix in butter, sugar and egg.',
      'Fold in flour and bicarbonate.',
      'Bake in a lined tin at 175 °C for 55 minutes.',
    ],
    youtube: true,
  },
  {
    title: 'Caprese Salad',
    description: 'Ripe tomatoes, buffalo mozzarella and basil with good olive oil.',
    tags: ['Summer', 'Vegetarian'],
    ingredients: [
      '4||ripe tomatoes|vegetable',
      '2|balls|buffalo mozzarella|dairy',
      '1|handful|basil|herbs',
      '3|tbsp|extra virgin olive oil|pantry',
    ],
    steps: ['Slice tomatoes and mozzarella.', 'Layer with basil, season and drizzle with oil.'],
  },
  {
    title: 'Falafel with Tahini Sauce',
    description: 'Herby chickpea fritters, crisp outside and green inside.',
    tags: ['Vegan', 'Popular'],
    ingredients: [
      '250|g|dried chickpeas, soaked overnight|pantry',
      '1||onion|vegetable',
      '1|bunch|parsley|herbs',
      '1|bunch|coriander|herbs',
      '2|tsp|cumin|spices',
      '4|tbsp|tahini|pantry',
    ],
    steps: [
      'Blitz the soaked chickpeas with onion, herbs and spices to a coarse paste.',
      'Shape into balls and fry at 175 °C for 4 minutes.',
      'Thin tahini with lemon and water for the sauce.',
    ],
    youtube: true,
  },
  {
    title: 'Pad Thai',
    description: 'Rice noodles wok-fried with tamarind, egg, peanuts and bean sprouts.',
    tags: ['Popular', 'Dinner'],
    ingredients: [
      '200|g|rice noodles|pantry',
      '200|g|prawns|fish',
      '2||eggs|dairy',
      '3|tbsp|tamarind paste|pantry',
      '2|tbsp|fish sauce|pantry',
      '50|g|roasted peanuts|pantry',
      '100|g|bean sprouts|vegetable',
    ],
    steps: [
      'Soak the noodles until pliable.',
      'Stir-fry the prawns, push aside and scramble the eggs.',
      'Add noodles and sauce, toss until glossy; finish with sprouts and peanuts.',
    ],
  },
  {
    title: 'Chicken Caesar Salad',
    description: 'Grilled chicken, crisp romaine, garlic croutons and a punchy anchovy dressing.',
    tags: ['Chicken', 'Summer'],
    ingredients: [
      '2||chicken breasts|meat',
      '1|head|romaine lettuce|vegetable',
      '2|slices|sourdough|bakery',
      '4||anchovy fillets|fish',
      '1||egg yolk|dairy',
      '40|g|parmesan|dairy',
    ],
    steps: [
      'Grill the chicken and slice.',
      'Toast cubed sourdough with garlic oil.',
      'Whisk yolk, anchovy, lemon and oil into a dressing and toss everything together.',
    ],
    youtube: true,
  },
  {
    title: 'Apple Crumble',
    description: 'Sharp Bramley apples under a buttery oat crumble.',
    tags: ['Dessert', 'Seasonal'],
    ingredients: [
      '1|kg|Bramley apples|fruit',
      '50|g|sugar|pantry',
      '150|g|plain flour|pantry',
      '100|g|cold butter|dairy',
      '75|g|demerara sugar|pantry',
      '50|g|rolled oats|pantry',
    ],
    steps: [
      'Slice apples and toss with sugar in a dish.',
      'Rub butter into flour, then stir in demerara and oats.',
      'Scatter over and bake at 190 °C for 40 minutes.',
    ],
  },
  {
    title: 'Vegan Black Bean Tacos',
    description: 'Smoky black beans, charred corn and avocado in soft tortillas.',
    tags: ['Vegan', 'Summer'],
    ingredients: [
      '2|tins|black beans|pantry',
      '1||corn cob|vegetable',
      '1||avocado|fruit',
      '1|tsp|chipotle paste|pantry',
      '8||small tortillas|bakery',
      '1||lime|fruit',
    ],
    steps: [
      'Warm the beans with chipotle and a splash of water, lightly mashing.',
      'Char the corn and cut off the kernels.',
      'Fill tortillas with beans, corn and sliced avocado; squeeze over lime.',
    ],
    youtube: true,
  },
  {
    title: 'Garlic Butter Prawns',
    description: 'Juicy prawns in sizzling garlic butter with chilli and parsley.',
    tags: ['Fish', 'Newest'],
    ingredients: [
      '400|g|raw king prawns|fish',
      '60|g|butter|dairy',
      '4|cloves|garlic|vegetable',
      '1||red chilli|vegetable',
      '1|handful|parsley|herbs',
    ],
    steps: [
      'Melt the butter and fry garlic and chilli for 1 minute.',
      'Add the prawns and cook 3 minutes until pink.',
      'Finish with parsley and lemon.',
    ],
  },
  {
    title: 'French Onion Soup',
    description: 'Deeply caramelised onions in beef broth under a bubbling cheese toast.',
    tags: ['Seasonal', 'Soup'],
    ingredients: [
      '1|kg|onions|vegetable',
      '50|g|butter|dairy',
      '1.2|l|beef stock|pantry',
      '150|ml|dry white wine|pantry',
      '4|slices|baguette|bakery',
      '100|g|gruyère|dairy',
    ],
    steps: [
      'Cook the sliced onions in butter over low heat for 45 minutes until deep brown.',
      'Add wine, then stock, and simmer 20 minutes.',
      'Ladle into bowls, top with toast and cheese and grill until bubbling.',
    ],
    youtube: true,
  },
  {
    title: 'Tiramisu',
    description: 'Coffee-soaked savoiardi layered with mascarpone cream and cocoa.',
    tags: ['Dessert', 'Popular'],
    ingredients: [
      '250|g|mascarpone|dairy',
      '3||eggs|dairy',
      '75|g|caster sugar|pantry',
      '200|ml|strong coffee|pantry',
      '200|g|savoiardi biscuits|bakery',
      '2|tbsp|cocoa powder|pantry',
    ],
    steps: [
      'Whisk yolks with sugar, then beat in mascarpone; fold in whipped whites.',
      'Dip biscuits briefly in coffee and layer with the cream.',
      'Chill 6 hours and dust with cocoa.',
    ],
  },
  {
    title: 'Chicken Fajitas',
    description: 'Sizzling spiced chicken strips with peppers and onions.',
    tags: ['Chicken', 'Dinner', 'Newest'],
    ingredients: [
      '500|g|chicken breast|meat',
      '2||peppers|vegetable',
      '1||red onion|vegetable',
      '2|tsp|smoked paprika|spices',
      '1|tsp|cumin|spices',
      '8||flour tortillas|bakery',
    ],
    steps: [
      'Toss the chicken strips with the spices and oil.',
      'Cook in a very hot pan with the peppers and onion for 8 minutes.',
      'Serve in warm tortillas with soured cream and salsa.',
    ],
    youtube: true,
  },
  {
    title: 'Quinoa Buddha Bowl',
    description: 'Quinoa with roasted sweet potato, kale and a lemon tahini dressing.',
    tags: ['Vegan', 'Newest'],
    ingredients: [
      '150|g|quinoa|pantry',
      '1||sweet potato|vegetable',
      '100|g|kale|vegetable',
      '1|tin|chickpeas|pantry',
      '3|tbsp|tahini|pantry',
      '1||lemon|fruit',
    ],
    steps: [
      'Roast the sweet potato and chickpeas at 200 °C for 25 minutes.',
      'Cook the quinoa and massage the kale with lemon.',
      'Assemble and drizzle with tahini dressing.',
    ],
  },
  {
    title: 'Draft: Smoked Duck Terrine',
    description: 'Not published yet: a draft that must never appear to members or visitors.',
    tags: ['Seasonal'],
    ingredients: ['1||smoked duck breast|meat'],
    steps: ['Still being written.'],
  },
];

export interface DemoVideo {
  title: string;
  description: string;
  premium: boolean;
  duration: number;
  recipe: string;
  tags: string[];
  publish?: boolean;
}

export const demoVideos: DemoVideo[] = [
  {
    title: 'Knife Skills: Dicing an Onion',
    description: 'The fastest, safest way to dice an onion evenly, every time.',
    premium: false,
    duration: 312,
    recipe: 'French Onion Soup',
    tags: ['Technique'],
  },
  {
    title: 'Perfect Roast Chicken, Step by Step',
    description: 'From dry-brining to carving: everything for a perfect Sunday roast chicken.',
    premium: true,
    duration: 1260,
    recipe: 'Lemon Garlic Roast Chicken',
    tags: ['Chicken', 'Popular'],
  },
  {
    title: 'Fresh Pasta from Scratch',
    description: 'Make silky egg pasta by hand and cut tagliatelle without a machine.',
    premium: false,
    duration: 845,
    recipe: 'Spaghetti Carbonara',
    tags: ['Pasta'],
  },
  {
    title: 'Mastering Chicken Curry',
    description: 'Build layers of flavour in a restaurant-style chicken curry at home.',
    premium: true,
    duration: 1102,
    recipe: 'Chicken Tikka Masala',
    tags: ['Chicken'],
  },
  {
    title: 'Sourdough for Beginners',
    description: 'Starter, stretch and fold, shaping and baking your first loaf.',
    premium: true,
    duration: 1830,
    recipe: 'Classic Banana Bread',
    tags: ['Baking'],
  },
  {
    title: 'Five Weeknight Vegan Dinners',
    description: 'Five quick plant-based dinners that share one shopping list.',
    premium: false,
    duration: 960,
    recipe: 'Vegan Chickpea Curry',
    tags: ['Vegan'],
  },
  {
    title: 'How to Sear Fish with Crispy Skin',
    description: 'The pan, the heat and the patience you need for crackling fish skin.',
    premium: false,
    duration: 420,
    recipe: 'Honey Soy Glazed Salmon',
    tags: ['Fish'],
  },
  {
    title: 'Chocolate Desserts Masterclass',
    description: 'Tempering, ganache and the molten lava cake, explained.',
    premium: true,
    duration: 1475,
    recipe: 'Chocolate Lava Cakes',
    tags: ['Dessert'],
  },
  {
    title: 'Stocks and Soups',
    description: 'Chicken stock, vegetable stock and three soups made from them.',
    premium: false,
    duration: 1010,
    recipe: 'Chicken Noodle Soup',
    tags: ['Soup'],
  },
  {
    title: 'Street Food Tacos',
    description: 'Tortillas, salsas and fillings for a taco night with friends.',
    premium: false,
    duration: 780,
    recipe: 'Fish Tacos with Lime Slaw',
    tags: ['Summer'],
  },
  {
    title: 'Breakfast Classics',
    description: 'Pancakes, shakshuka and eggs done three ways.',
    premium: false,
    duration: 690,
    recipe: 'Fluffy Buttermilk Pancakes',
    tags: ['Breakfast'],
  },
  {
    title: 'Draft: Knife Sharpening',
    description: 'Unpublished draft video.',
    premium: false,
    duration: 300,
    recipe: 'Caprese Salad',
    tags: [],
    publish: false,
  },
];

export interface DemoShow {
  title: string;
  description: string;
  tags: string[];
  episodes: Array<{
    title: string;
    description: string;
    premium: boolean;
    duration: number;
    recipe?: string;
    publish?: boolean;
  }>;
}

export const demoShows: DemoShow[] = [
  {
    title: 'Weeknight Kitchen',
    description: 'Dinner on the table in thirty minutes, five nights a week.',
    tags: ['Dinner'],
    episodes: [
      {
        title: 'One-Pan Chicken Fajitas',
        description: 'Smoky fajitas with barely any washing up.',
        premium: false,
        duration: 1320,
        recipe: 'Chicken Fajitas',
      },
      {
        title: 'Speedy Thai Green Curry',
        description: 'A fresh green curry faster than a takeaway.',
        premium: false,
        duration: 1275,
        recipe: 'Thai Green Chicken Curry',
      },
      {
        title: 'Fifteen-Minute Garlic Prawns',
        description: 'Butter, garlic, prawns, done.',
        premium: true,
        duration: 1150,
        recipe: 'Garlic Butter Prawns',
      },
      {
        title: 'Pad Thai at Home',
        description: 'The balance of sweet, sour and salty.',
        premium: true,
        duration: 1410,
        recipe: 'Pad Thai',
      },
    ],
  },
  {
    title: 'Baking Fundamentals',
    description: 'From bread to pastry: the techniques behind every great bake.',
    tags: ['Baking'],
    episodes: [
      {
        title: 'Flour, Water, Yeast',
        description: 'What each ingredient does in a dough.',
        premium: false,
        duration: 1500,
        recipe: 'Classic Margherita Pizza',
      },
      {
        title: 'Pies and Pastry',
        description: 'Shortcrust and puff pastry without fear.',
        premium: true,
        duration: 1620,
        recipe: 'Creamy Chicken and Mushroom Pie',
      },
      {
        title: 'Crumbles and Cobblers',
        description: 'Fruit puddings for every season.',
        premium: false,
        duration: 1180,
        recipe: 'Apple Crumble',
      },
      {
        title: 'Draft: Laminated Doughs',
        description: 'Not published yet.',
        premium: true,
        duration: 1700,
        publish: false,
      },
    ],
  },
  {
    title: 'Plant-Based Comfort',
    description: 'Hearty vegan cooking that nobody will miss the meat in.',
    tags: ['Vegan'],
    episodes: [
      {
        title: 'Lentils Three Ways',
        description: 'Bolognese, dal and a warm salad.',
        premium: false,
        duration: 1380,
        recipe: 'Vegan Lentil Bolognese',
      },
      {
        title: 'Falafel Friday',
        description: 'Crisp falafel and all the trimmings.',
        premium: true,
        duration: 1290,
        recipe: 'Falafel with Tahini Sauce',
      },
      {
        title: 'Bowls and Grains',
        description: 'Colourful bowls that keep for lunches.',
        premium: false,
        duration: 1045,
        recipe: 'Quinoa Buddha Bowl',
      },
    ],
  },
];
