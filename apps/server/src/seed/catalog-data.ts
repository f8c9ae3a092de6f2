// The demo city's raw material: cuisines, their dishes, and the businesses that serve them.
import type { DishKind } from '@menudex/demo-art/images';

export type Dish = {
  name: string;
  description: string;
  /** Price range in cents. */
  price: [number, number];
  tags: string[];
  image: DishKind;
};

export type Cuisine = {
  key: string;
  cover: DishKind;
  categories: string[];
  lists: Record<string, Dish[]>;
};

const d = (
  name: string,
  description: string,
  price: [number, number],
  tags: string[],
  image: DishKind,
): Dish => ({
  name,
  description,
  price,
  tags,
  image,
});

export const CUISINES: Cuisine[] = [
  {
    key: 'pho',
    cover: 'noodle-soup',
    categories: ['Vietnamese', 'Noodles'],
    lists: {
      Phở: [
        d(
          'Phở Đặc Biệt',
          'House special beef noodle soup with rare steak, brisket, tendon, tripe and meatballs in a broth simmered for twelve hours with star anise and charred ginger.',
          [1395, 1695],
          ['Pho', 'Vietnamese', 'Beef'],
          'noodle-soup',
        ),
        d(
          'Phở Tái',
          'Rice noodles in clear beef broth topped with thin slices of rare eye of round that cook in the bowl. Served with basil, bean sprouts and lime.',
          [1195, 1395],
          ['Pho', 'Beef'],
          'noodle-soup',
        ),
        d(
          'Phở Gà',
          'Free-range chicken noodle soup with a light, fragrant broth, shredded chicken, scallions and cilantro.',
          [1095, 1295],
          ['Pho', 'Vietnamese'],
          'noodle-soup',
        ),
        d(
          'Phở Chay',
          'Vegetable broth with tofu, mushrooms, bok choy and rice noodles. Fully plant based.',
          [1095, 1295],
          ['Pho', 'Vegan', 'Tofu'],
          'noodle-soup',
        ),
        d(
          'Phở Bò Viên',
          'Beef meatball noodle soup, a favourite with kids and anyone who likes a bouncy bite.',
          [1095, 1295],
          ['Pho', 'Beef'],
          'noodle-soup',
        ),
      ],
      Appetizers: [
        d(
          'Gỏi Cuốn',
          'Fresh spring rolls with shrimp, pork, vermicelli and herbs wrapped in rice paper, with peanut hoisin dipping sauce.',
          [695, 895],
          ['Vietnamese', 'Seafood'],
          'salad',
        ),
        d(
          'Chả Giò',
          'Crispy fried egg rolls filled with pork, taro and wood ear mushroom, served with lettuce and nước chấm.',
          [795, 995],
          ['Vietnamese', 'Pork'],
          'fries',
        ),
        d(
          'Cánh Gà Chiên Nước Mắm',
          'Fish-sauce glazed fried chicken wings with garlic and chilli.',
          [1095, 1295],
          ['Fried Chicken', 'Vietnamese'],
          'fried-chicken',
        ),
      ],
      Drinks: [
        d(
          'Cà Phê Sữa Đá',
          'Vietnamese iced coffee: dark roast dripped through a phin filter over sweetened condensed milk.',
          [495, 595],
          ['Coffee', 'Vietnamese'],
          'coffee',
        ),
        d(
          'Trà Đá',
          'Iced jasmine tea, refilled on the house.',
          [195, 295],
          ['Vietnamese'],
          'drink',
        ),
        d(
          'Sinh Tố Bơ',
          'Creamy avocado smoothie blended with condensed milk and ice.',
          [595, 695],
          ['Smoothie'],
          'drink',
        ),
      ],
    },
  },
  {
    key: 'hue',
    cover: 'noodle-soup',
    categories: ['Vietnamese', 'Noodles'],
    lists: {
      Bún: [
        d(
          'Bún Bò Huế',
          'Spicy lemongrass beef noodle soup from Huế with thick round rice noodles, beef shank, pork knuckle and chả lụa.',
          [1395, 1595],
          ['Vietnamese', 'Beef', 'Noodles'],
          'noodle-soup',
        ),
        d(
          'Bún Chả Hà Nội',
          'Grilled pork patties and pork belly in a sweet and tangy fish sauce broth, with vermicelli and a basket of herbs.',
          [1395, 1595],
          ['Vietnamese', 'Pork', 'Noodles'],
          'rice-plate',
        ),
        d(
          'Bún Thịt Nướng Chả Giò',
          'Vermicelli bowl with lemongrass grilled pork, a crispy egg roll, pickled carrots, peanuts and scallion oil.',
          [1295, 1495],
          ['Vietnamese', 'Pork', 'Noodles'],
          'salad',
        ),
        d(
          'Bún Riêu Cua',
          'Crab and tomato noodle soup with tofu, shrimp paste and fresh herbs.',
          [1295, 1495],
          ['Vietnamese', 'Seafood', 'Noodles'],
          'noodle-soup',
        ),
      ],
      Specialties: [
        d(
          'Mì Quảng',
          'Turmeric rice noodles from Quảng Nam with shrimp, pork, quail eggs, peanuts and sesame rice crackers.',
          [1395, 1595],
          ['Vietnamese', 'Noodles', 'Seafood'],
          'noodle-soup',
        ),
        d(
          'Bánh Xèo',
          'Crispy turmeric crêpe filled with shrimp, pork and bean sprouts; wrap it in mustard greens and dip.',
          [1295, 1495],
          ['Vietnamese', 'Seafood'],
          'pancakes',
        ),
        d(
          'Bánh Bèo',
          'Steamed rice cakes topped with dried shrimp and crispy pork skin.',
          [895, 1095],
          ['Vietnamese'],
          'dumplings',
        ),
      ],
      Drinks: [
        d(
          'Nước Mía',
          'Fresh pressed sugar cane juice with a squeeze of kumquat.',
          [495, 595],
          ['Vietnamese'],
          'drink',
        ),
        d('Trà Tắc', 'Kumquat iced tea with honey.', [395, 495], ['Vietnamese'], 'drink'),
      ],
    },
  },
  {
    key: 'com',
    cover: 'rice-plate',
    categories: ['Vietnamese', 'Rice'],
    lists: {
      'Cơm Tấm': [
        d(
          'Cơm Tấm Sườn Bì Chả',
          'Broken rice with grilled lemongrass pork chop, shredded pork skin and steamed egg meatloaf, with scallion oil and nước chấm.',
          [1395, 1595],
          ['Vietnamese', 'Pork'],
          'rice-plate',
        ),
        d(
          'Cơm Tấm Sườn Nướng',
          'Broken rice with a charcoal grilled pork chop, pickles and a fried egg.',
          [1195, 1395],
          ['Vietnamese', 'Pork'],
          'rice-plate',
        ),
        d(
          'Cơm Gà Hội An',
          'Turmeric chicken rice in the Hội An style with shredded chicken, herbs and chilli jam.',
          [1295, 1495],
          ['Vietnamese'],
          'rice-plate',
        ),
        d(
          'Cơm Chiên Dương Châu',
          'Fried rice with Chinese sausage, shrimp, egg and peas.',
          [1195, 1395],
          ['Vietnamese', 'Seafood'],
          'rice-plate',
        ),
      ],
      Mains: [
        d(
          'Bò Lúc Lắc',
          'Shaking beef: seared cubes of filet mignon with onions and peppers over watercress, with lime pepper salt.',
          [1895, 2295],
          ['Vietnamese', 'Beef', 'Steak'],
          'steak',
        ),
        d(
          'Cá Kho Tộ',
          'Catfish caramelised in a clay pot with fish sauce, black pepper and coconut water.',
          [1695, 1895],
          ['Vietnamese', 'Seafood'],
          'curry',
        ),
        d(
          'Canh Chua Cá',
          'Sweet and sour tamarind soup with fish, pineapple, tomato and elephant ear stems.',
          [1595, 1795],
          ['Vietnamese', 'Seafood'],
          'hotpot',
        ),
        d(
          'Đậu Hũ Sốt Cà',
          'Fried tofu simmered in a fresh tomato and scallion sauce.',
          [1095, 1295],
          ['Vietnamese', 'Tofu', 'Vegan'],
          'curry',
        ),
        d(
          'Rau Muống Xào Tỏi',
          'Water spinach stir-fried with lots of garlic.',
          [995, 1195],
          ['Vietnamese', 'Vegan'],
          'salad',
        ),
      ],
      Desserts: [
        d(
          'Chè Ba Màu',
          'Three colour dessert: mung bean, red bean and pandan jelly with coconut milk over shaved ice.',
          [595, 695],
          ['Vietnamese'],
          'dessert',
        ),
        d(
          'Bánh Flan',
          'Silky caramel custard with a drizzle of coffee.',
          [495, 595],
          ['Vietnamese', 'Coffee'],
          'dessert',
        ),
      ],
    },
  },
  {
    key: 'banhmi',
    cover: 'banh-mi',
    categories: ['Vietnamese', 'Sandwiches'],
    lists: {
      'Bánh Mì': [
        d(
          'Bánh Mì Thịt Nguội',
          'The classic: cold cuts, pâté, butter, pickled daikon and carrot, cucumber, cilantro and jalapeño on a crackly baguette.',
          [695, 895],
          ['Banh Mi', 'Vietnamese', 'Pork', 'Sandwich'],
          'banh-mi',
        ),
        d(
          'Bánh Mì Thịt Nướng',
          'Lemongrass grilled pork bánh mì with pickles and herbs.',
          [795, 995],
          ['Banh Mi', 'Pork', 'Sandwich'],
          'banh-mi',
        ),
        d(
          'Bánh Mì Xíu Mại',
          'Pork meatballs in tomato sauce, spooned into a warm baguette.',
          [795, 995],
          ['Banh Mi', 'Pork', 'Sandwich'],
          'banh-mi',
        ),
        d(
          'Bánh Mì Gà Nướng',
          'Grilled chicken bánh mì with sriracha mayo.',
          [795, 995],
          ['Banh Mi', 'Sandwich'],
          'banh-mi',
        ),
        d(
          'Bánh Mì Chay',
          'Lemongrass tofu and mushroom bánh mì with vegan mayo.',
          [695, 895],
          ['Banh Mi', 'Vegan', 'Tofu', 'Sandwich'],
          'banh-mi',
        ),
      ],
      Snacks: [
        d(
          'Xôi Gà',
          'Sticky rice topped with shredded chicken, fried shallots and scallion oil.',
          [695, 895],
          ['Vietnamese'],
          'rice-plate',
        ),
        d(
          'Bánh Bao',
          'Fluffy steamed bun filled with pork, egg and Chinese sausage.',
          [395, 495],
          ['Vietnamese', 'Dumplings', 'Pork'],
          'dumplings',
        ),
        d(
          'Chả Lụa Roll',
          'Sliced Vietnamese pork sausage, sold by the roll.',
          [1295, 1495],
          ['Pork'],
          'steak',
        ),
      ],
      Coffee: [
        d(
          'Cà Phê Sữa Đá',
          'Strong phin coffee over condensed milk and ice.',
          [495, 595],
          ['Coffee', 'Vietnamese'],
          'coffee',
        ),
        d('Cà Phê Đen', 'Black Vietnamese coffee, hot or iced.', [395, 495], ['Coffee'], 'coffee'),
      ],
    },
  },
  {
    key: 'cafe',
    cover: 'coffee',
    categories: ['Cafe', 'Coffee'],
    lists: {
      Coffee: [
        d(
          'Cà Phê Trứng',
          'Hanoi egg coffee: robusta topped with a cloud of whipped egg yolk and sugar. Tastes like tiramisu.',
          [595, 695],
          ['Coffee', 'Vietnamese'],
          'coffee',
        ),
        d(
          'Bạc Xỉu',
          'Saigon-style white coffee: lots of milk, a little coffee, over ice.',
          [495, 595],
          ['Coffee', 'Vietnamese'],
          'coffee',
        ),
        d(
          'Cà Phê Muối',
          'Salted cream coffee from Huế.',
          [595, 695],
          ['Coffee', 'Vietnamese'],
          'coffee',
        ),
        d('Cappuccino', 'Double shot with silky microfoam.', [450, 550], ['Coffee'], 'coffee'),
        d(
          'Cold Brew',
          'Steeped for 18 hours, smooth and chocolatey.',
          [450, 550],
          ['Coffee'],
          'coffee',
        ),
        d(
          'Coconut Coffee',
          'Iced coffee blended with coconut cream.',
          [595, 695],
          ['Coffee', 'Smoothie'],
          'coffee',
        ),
      ],
      'Tea & Smoothies': [
        d('Matcha Latte', 'Ceremonial grade matcha with oat milk.', [550, 650], ['Vegan'], 'drink'),
        d(
          'Mango Passion Smoothie',
          'Mango, passion fruit and banana.',
          [650, 750],
          ['Smoothie', 'Vegan'],
          'drink',
        ),
        d(
          'Trà Sen Vàng',
          'Golden lotus tea with lotus seeds and longan.',
          [550, 650],
          ['Vietnamese'],
          'drink',
        ),
      ],
      Pastries: [
        d(
          'Butter Croissant',
          'Laminated over three days, baked every morning.',
          [395, 450],
          ['Sandwich'],
          'dessert',
        ),
        d(
          'Bánh Mì Trứng',
          'Fried egg baguette with soy and pâté, our breakfast staple.',
          [595, 695],
          ['Banh Mi', 'Sandwich'],
          'banh-mi',
        ),
        d(
          'Pandan Waffle',
          'Chewy green pandan waffle with coconut.',
          [595, 695],
          ['Waffles', 'Vegan'],
          'pancakes',
        ),
        d(
          'Buttermilk Pancakes',
          'Three pancakes, maple syrup and whipped butter.',
          [895, 1095],
          ['Pancakes'],
          'pancakes',
        ),
      ],
    },
  },
  {
    key: 'ramen',
    cover: 'noodle-soup',
    categories: ['Japanese', 'Noodles'],
    lists: {
      Ramen: [
        d(
          'Tonkotsu Ramen',
          'Rich pork bone broth, chashu, ajitama egg, kikurage and black garlic oil.',
          [1595, 1795],
          ['Ramen', 'Pork', 'Noodles'],
          'noodle-soup',
        ),
        d(
          'Shoyu Ramen',
          'Chicken and dashi broth seasoned with soy, chashu, menma and nori.',
          [1495, 1695],
          ['Ramen', 'Noodles'],
          'noodle-soup',
        ),
        d(
          'Spicy Miso Ramen',
          'Red miso broth with ground pork, corn, butter and chilli.',
          [1595, 1795],
          ['Ramen', 'Pork', 'Noodles'],
          'noodle-soup',
        ),
        d(
          'Vegan Tantanmen',
          'Sesame soy milk broth with spicy tofu crumble and bok choy.',
          [1495, 1695],
          ['Ramen', 'Vegan', 'Tofu'],
          'noodle-soup',
        ),
      ],
      'Small Plates': [
        d(
          'Pork Gyoza',
          'Pan-fried dumplings with a crisp lace skirt.',
          [795, 995],
          ['Dumplings', 'Pork'],
          'dumplings',
        ),
        d(
          'Chicken Karaage',
          'Japanese fried chicken thigh with yuzu mayo.',
          [895, 1095],
          ['Fried Chicken'],
          'fried-chicken',
        ),
        d(
          'Takoyaki',
          'Octopus balls with bonito flakes and okonomi sauce.',
          [795, 995],
          ['Seafood'],
          'dumplings',
        ),
      ],
      Rice: [
        d(
          'Chashu Don',
          'Torched pork belly over rice with a soft egg.',
          [1295, 1495],
          ['Pork'],
          'rice-plate',
        ),
        d(
          'Katsu Curry',
          'Panko pork cutlet with Japanese curry and rice.',
          [1495, 1695],
          ['Curry', 'Pork'],
          'curry',
        ),
      ],
    },
  },
  {
    key: 'sushi',
    cover: 'sushi',
    categories: ['Japanese', 'Sushi'],
    lists: {
      Rolls: [
        d(
          'Spicy Tuna Roll',
          'Tuna, spicy mayo, cucumber and tempura crunch.',
          [895, 1095],
          ['Sushi', 'Seafood'],
          'sushi',
        ),
        d(
          'Dragon Roll',
          'Shrimp tempura inside, avocado and eel on top.',
          [1495, 1695],
          ['Sushi', 'Seafood'],
          'sushi',
        ),
        d(
          'Rainbow Roll',
          'California roll topped with five kinds of fish.',
          [1495, 1695],
          ['Sushi', 'Seafood'],
          'sushi',
        ),
        d(
          'Avocado Cucumber Roll',
          'Simple, fresh, vegan.',
          [695, 895],
          ['Sushi', 'Vegan'],
          'sushi',
        ),
      ],
      'Nigiri & Sashimi': [
        d(
          'Salmon Nigiri',
          'Two pieces of Scottish salmon over seasoned rice.',
          [695, 895],
          ['Sushi', 'Seafood'],
          'sushi',
        ),
        d(
          'Chef Sashimi Platter',
          'Twelve pieces of the day’s best fish.',
          [2895, 3495],
          ['Seafood'],
          'sushi',
        ),
      ],
      'Sushi Burritos': [
        d(
          'Poke Sushi Burrito',
          'Ahi poke, rice, avocado, seaweed salad and crab, wrapped in nori.',
          [1395, 1595],
          ['Sushi Burrito', 'Sushi', 'Seafood'],
          'sushi',
        ),
        d(
          'Salmon Crunch Sushi Burrito',
          'Salmon, tempura flakes, cucumber and spicy mayo.',
          [1395, 1595],
          ['Sushi Burrito', 'Sushi', 'Seafood'],
          'sushi',
        ),
      ],
    },
  },
  {
    key: 'thai',
    cover: 'curry',
    categories: ['Thai'],
    lists: {
      Curries: [
        d(
          'Green Curry',
          'Coconut green curry with Thai eggplant, bamboo shoots and basil.',
          [1395, 1595],
          ['Thai', 'Curry'],
          'curry',
        ),
        d(
          'Panang Curry',
          'Thick, nutty red curry with kaffir lime leaves.',
          [1395, 1595],
          ['Thai', 'Curry', 'Beef'],
          'curry',
        ),
        d(
          'Khao Soi',
          'Northern Thai curry noodle soup with crispy noodles on top.',
          [1495, 1695],
          ['Thai', 'Curry', 'Noodles'],
          'noodle-soup',
        ),
      ],
      'Noodles & Rice': [
        d(
          'Pad Thai',
          'Rice noodles wok-fried with tamarind, egg, tofu, peanuts and shrimp.',
          [1295, 1495],
          ['Thai', 'Noodles', 'Seafood'],
          'pasta',
        ),
        d(
          'Pad See Ew',
          'Wide noodles with Chinese broccoli and sweet soy.',
          [1295, 1495],
          ['Thai', 'Noodles'],
          'pasta',
        ),
        d(
          'Pineapple Fried Rice',
          'With cashews, raisins and curry powder, served in a pineapple.',
          [1395, 1595],
          ['Thai'],
          'rice-plate',
        ),
      ],
      'Salads & Soups': [
        d(
          'Som Tam',
          'Green papaya salad pounded with lime, chilli and peanuts.',
          [995, 1195],
          ['Thai', 'Salad', 'Vegan'],
          'salad',
        ),
        d(
          'Tom Yum Goong',
          'Hot and sour prawn soup with lemongrass and galangal.',
          [1295, 1495],
          ['Thai', 'Seafood'],
          'hotpot',
        ),
        d(
          'Mango Sticky Rice',
          'Sweet coconut sticky rice with ripe mango.',
          [795, 995],
          ['Thai'],
          'dessert',
        ),
      ],
    },
  },
  {
    key: 'taqueria',
    cover: 'taco',
    categories: ['Mexican'],
    lists: {
      Tacos: [
        d(
          'Al Pastor Taco',
          'Spit-roasted pork with pineapple, onion and cilantro.',
          [395, 495],
          ['Taco', 'Pork'],
          'taco',
        ),
        d(
          'Carne Asada Taco',
          'Grilled steak, guacamole and salsa verde.',
          [425, 525],
          ['Taco', 'Beef'],
          'taco',
        ),
        d(
          'Baja Fish Taco',
          'Beer-battered fish, cabbage slaw and chipotle crema.',
          [450, 550],
          ['Taco', 'Seafood'],
          'taco',
        ),
        d(
          'Birria Taco',
          'Braised beef tacos with a cup of consommé for dipping.',
          [495, 595],
          ['Taco', 'Beef'],
          'taco',
        ),
      ],
      Burritos: [
        d(
          'Carnitas Burrito',
          'Slow-cooked pork, rice, beans and pico de gallo.',
          [1195, 1395],
          ['Burrito', 'Pork'],
          'banh-mi',
        ),
        d(
          'Veggie Burrito',
          'Grilled peppers, black beans, rice and guacamole.',
          [1095, 1295],
          ['Burrito', 'Vegan'],
          'banh-mi',
        ),
        d(
          'California Burrito',
          'Carne asada, fries, cheese and sour cream.',
          [1295, 1495],
          ['Burrito', 'Beef', 'Fries'],
          'banh-mi',
        ),
      ],
      Sides: [
        d('Chips and Guacamole', 'Made to order, with lime.', [695, 895], ['Vegan'], 'salad'),
        d(
          'Churros',
          'Cinnamon sugar churros with chocolate sauce.',
          [595, 695],
          ['Pancakes'],
          'dessert',
        ),
      ],
    },
  },
  {
    key: 'pizza',
    cover: 'pizza',
    categories: ['Italian', 'Pizza'],
    lists: {
      Pizza: [
        d(
          'Margherita Pizza',
          'San Marzano tomato, fior di latte, basil and olive oil, blistered in a wood oven.',
          [1595, 1895],
          ['Pizza'],
          'pizza',
        ),
        d(
          'Pepperoni Pizza',
          'Cup-and-char pepperoni with hot honey.',
          [1795, 1995],
          ['Pizza', 'Pork'],
          'pizza',
        ),
        d(
          'Funghi Pizza',
          'Roasted mushrooms, taleggio and thyme.',
          [1795, 1995],
          ['Pizza'],
          'pizza',
        ),
        d(
          'Vegan Diavola',
          'Spicy plant-based salami and cashew mozzarella.',
          [1795, 1995],
          ['Pizza', 'Vegan'],
          'pizza',
        ),
      ],
      Pasta: [
        d(
          'Spaghetti Carbonara',
          'Guanciale, egg yolk, pecorino and black pepper.',
          [1795, 1995],
          ['Pasta', 'Pork'],
          'pasta',
        ),
        d(
          'Penne Arrabbiata',
          'Spicy tomato sauce with garlic and parsley.',
          [1495, 1695],
          ['Pasta', 'Vegan'],
          'pasta',
        ),
        d(
          'Lasagna Bolognese',
          'Layers of fresh pasta, ragù and béchamel.',
          [1895, 2095],
          ['Pasta', 'Beef'],
          'pasta',
        ),
      ],
      Dolci: [
        d(
          'Tiramisu',
          'Mascarpone, espresso-soaked ladyfingers and cocoa.',
          [895, 1095],
          ['Coffee'],
          'dessert',
        ),
        d(
          'Pistachio Gelato',
          'Two scoops of Sicilian pistachio gelato.',
          [695, 795],
          ['Ice Cream'],
          'dessert',
        ),
      ],
    },
  },
  {
    key: 'burger',
    cover: 'burger',
    categories: ['American', 'Burgers'],
    lists: {
      Burgers: [
        d(
          'Classic Smash Burger',
          'Two smashed patties, American cheese, pickles, onion and house sauce.',
          [1195, 1395],
          ['Burger', 'Beef'],
          'burger',
        ),
        d(
          'Bacon Cheeseburger',
          'Half-pound patty, cheddar and applewood bacon.',
          [1395, 1595],
          ['Burger', 'Beef', 'Pork'],
          'burger',
        ),
        d(
          'Fried Chicken Sandwich',
          'Buttermilk fried chicken, slaw and spicy mayo on a brioche bun.',
          [1295, 1495],
          ['Fried Chicken', 'Sandwich'],
          'burger',
        ),
        d(
          'Beyond Burger',
          'Plant-based patty with all the fixings.',
          [1295, 1495],
          ['Burger', 'Vegan'],
          'burger',
        ),
        d(
          'Bánh Mì Burger',
          'Lemongrass pork patty with pickled daikon, cilantro and sriracha mayo.',
          [1395, 1595],
          ['Burger', 'Banh Mi', 'Pork'],
          'burger',
        ),
      ],
      Sides: [
        d(
          'Garlic Fries',
          'Hand-cut fries tossed with garlic and parsley.',
          [595, 695],
          ['Fries', 'Vegan'],
          'fries',
        ),
        d('Onion Rings', 'Beer battered and crispy.', [595, 695], ['Fries'], 'fries'),
        d(
          'Fried Chicken Tenders',
          'With honey mustard.',
          [995, 1195],
          ['Fried Chicken'],
          'fried-chicken',
        ),
      ],
      Shakes: [
        d(
          'Vanilla Milkshake',
          'Made with real vanilla bean ice cream.',
          [695, 795],
          ['Ice Cream'],
          'drink',
        ),
        d(
          'Strawberry Smoothie',
          'Strawberries, banana and yogurt.',
          [695, 795],
          ['Smoothie'],
          'drink',
        ),
      ],
    },
  },
  {
    key: 'hotpot',
    cover: 'hotpot',
    categories: ['Chinese', 'Hotpot'],
    lists: {
      Hotpot: [
        d(
          'Mala Hotpot for Two',
          'Numbing Sichuan broth with beef, lamb, tofu, mushrooms and greens.',
          [3995, 4595],
          ['Hotpot', 'Beef', 'Tofu'],
          'hotpot',
        ),
        d(
          'Lẩu Thái',
          'Vietnamese-style Thai hotpot with seafood and lemongrass broth.',
          [3895, 4495],
          ['Hotpot', 'Seafood', 'Vietnamese'],
          'hotpot',
        ),
        d(
          'Tomato Broth Hotpot',
          'Mild tomato broth, great for kids, with pork and vegetables.',
          [3495, 3995],
          ['Hotpot', 'Pork'],
          'hotpot',
        ),
      ],
      Dumplings: [
        d(
          'Xiao Long Bao',
          'Soup dumplings with pork and a rich broth inside.',
          [1095, 1295],
          ['Dumplings', 'Pork'],
          'dumplings',
        ),
        d(
          'Shrimp Har Gow',
          'Translucent shrimp dumplings.',
          [995, 1195],
          ['Dumplings', 'Seafood'],
          'dumplings',
        ),
        d(
          'Vegetable Potstickers',
          'Cabbage, carrot and shiitake, pan-fried.',
          [895, 1095],
          ['Dumplings', 'Vegan'],
          'dumplings',
        ),
      ],
      Noodles: [
        d(
          'Dan Dan Noodles',
          'Sesame and chilli oil noodles with ground pork.',
          [1195, 1395],
          ['Noodles', 'Pork'],
          'pasta',
        ),
        d(
          'Mapo Tofu',
          'Silken tofu in a spicy bean sauce with Sichuan pepper.',
          [1195, 1395],
          ['Tofu'],
          'curry',
        ),
      ],
    },
  },
  {
    key: 'curry',
    cover: 'curry',
    categories: ['Indian'],
    lists: {
      Curries: [
        d(
          'Butter Chicken',
          'Tandoori chicken in a creamy tomato and butter sauce.',
          [1595, 1795],
          ['Curry'],
          'curry',
        ),
        d(
          'Chana Masala',
          'Chickpeas in a tangy onion and tomato gravy.',
          [1295, 1495],
          ['Curry', 'Vegan'],
          'curry',
        ),
        d(
          'Lamb Rogan Josh',
          'Slow-cooked lamb with Kashmiri chilli.',
          [1795, 1995],
          ['Curry'],
          'curry',
        ),
        d(
          'Palak Tofu',
          'Spinach curry with seared tofu instead of paneer.',
          [1395, 1595],
          ['Curry', 'Tofu', 'Vegan'],
          'curry',
        ),
      ],
      'From the Tandoor': [
        d(
          'Garlic Naan',
          'Blistered flatbread brushed with garlic butter.',
          [395, 495],
          ['Vegan'],
          'pancakes',
        ),
        d(
          'Tandoori Chicken',
          'Half chicken marinated in yogurt and spices.',
          [1595, 1795],
          ['Fried Chicken'],
          'fried-chicken',
        ),
      ],
      'Street Food': [
        d(
          'Samosa Chaat',
          'Crushed samosas with chickpeas, chutneys and yogurt.',
          [895, 1095],
          ['Vegan'],
          'salad',
        ),
        d(
          'Mango Lassi',
          'Yogurt, mango and a pinch of cardamom.',
          [495, 595],
          ['Smoothie'],
          'drink',
        ),
      ],
    },
  },
  {
    key: 'mediterranean',
    cover: 'salad',
    categories: ['Mediterranean'],
    lists: {
      'Wraps & Plates': [
        d(
          'Falafel Wrap',
          'Crispy falafel, hummus, pickles and tahini in warm lavash.',
          [1095, 1295],
          ['Falafel', 'Vegan', 'Sandwich'],
          'banh-mi',
        ),
        d(
          'Falafel Plate',
          'Six falafel with hummus, tabbouleh and pita.',
          [1395, 1595],
          ['Falafel', 'Vegan', 'Salad'],
          'salad',
        ),
        d(
          'Chicken Shawarma Plate',
          'Garlic sauce, rice, salad and pickled turnips.',
          [1595, 1795],
          ['Salad'],
          'rice-plate',
        ),
      ],
      Salads: [
        d(
          'Fattoush',
          'Crisp vegetables, sumac and toasted pita chips.',
          [1095, 1295],
          ['Salad', 'Vegan'],
          'salad',
        ),
        d('Greek Salad', 'Tomato, cucumber, olives and feta.', [1095, 1295], ['Salad'], 'salad'),
      ],
      Sides: [
        d(
          'Hummus',
          'Silky chickpea purée with olive oil and paprika.',
          [695, 895],
          ['Vegan'],
          'salad',
        ),
        d('Baklava', 'Layers of filo, walnuts and honey syrup.', [495, 595], [], 'dessert'),
      ],
    },
  },
  {
    key: 'steakhouse',
    cover: 'steak',
    categories: ['American', 'Steak'],
    lists: {
      Steaks: [
        d(
          'Ribeye Steak',
          '16 oz dry-aged ribeye with herb butter.',
          [4295, 4995],
          ['Steak', 'Beef'],
          'steak',
        ),
        d(
          'Filet Mignon',
          '8 oz centre-cut filet with red wine jus.',
          [4595, 5295],
          ['Steak', 'Beef'],
          'steak',
        ),
        d(
          'Steak Frites',
          'Hanger steak with shoestring fries and béarnaise.',
          [2895, 3295],
          ['Steak', 'Beef', 'Fries'],
          'steak',
        ),
      ],
      Seafood: [
        d(
          'Grilled Salmon',
          'With lemon caper butter and asparagus.',
          [2895, 3295],
          ['Seafood'],
          'steak',
        ),
        d(
          'Lobster Mac',
          'Lobster, three cheeses and toasted breadcrumbs.',
          [2495, 2895],
          ['Seafood', 'Pasta'],
          'pasta',
        ),
      ],
      Sides: [
        d('Truffle Fries', 'Parmesan and truffle oil.', [995, 1195], ['Fries'], 'fries'),
        d(
          'Caesar Salad',
          'Romaine, parmesan, anchovy dressing and croutons.',
          [1195, 1395],
          ['Salad'],
          'salad',
        ),
      ],
    },
  },
  {
    key: 'dessert',
    cover: 'dessert',
    categories: ['Desserts', 'Ice Cream'],
    lists: {
      'Ice Cream': [
        d(
          'Ube Ice Cream',
          'Purple yam ice cream, nutty and vanilla-like.',
          [495, 595],
          ['Ice Cream'],
          'dessert',
        ),
        d(
          'Vietnamese Coffee Ice Cream',
          'Made with phin-dripped coffee and condensed milk.',
          [495, 595],
          ['Ice Cream', 'Coffee'],
          'dessert',
        ),
        d(
          'Coconut Sorbet',
          'Dairy-free, served in a coconut shell.',
          [595, 695],
          ['Ice Cream', 'Vegan'],
          'dessert',
        ),
      ],
      'Waffles & Pancakes': [
        d(
          'Bubble Waffle',
          'Hong Kong egg waffle with ice cream and fruit.',
          [895, 1095],
          ['Waffles', 'Ice Cream'],
          'pancakes',
        ),
        d(
          'Soufflé Pancakes',
          'Jiggly Japanese pancakes with cream and berries.',
          [1295, 1495],
          ['Pancakes'],
          'pancakes',
        ),
        d('Liège Waffle', 'Pearl sugar waffle with Nutella.', [795, 995], ['Waffles'], 'pancakes'),
      ],
      Drinks: [
        d(
          'Brown Sugar Boba',
          'Milk tea with caramelised brown sugar pearls.',
          [595, 695],
          ['Smoothie'],
          'drink',
        ),
        d(
          'Avocado Smoothie',
          'With a scoop of coconut ice cream.',
          [695, 795],
          ['Smoothie', 'Ice Cream'],
          'drink',
        ),
      ],
    },
  },
];

export type BusinessSeed = {
  name: string;
  cuisine: string;
  description: string;
  /** The cafe that runs the feedback program. */
  feedback?: boolean;
};

export const DEMO_BUSINESSES: BusinessSeed[] = [
  {
    name: 'Phở Hòa Bình',
    cuisine: 'pho',
    description: 'Family-run phở house since 1989. Broth simmered overnight, every night.',
  },
  {
    name: 'Phở Lệ',
    cuisine: 'pho',
    description: 'Southern-style phở with a sweeter broth and a mountain of herbs.',
  },
  {
    name: 'Phở Bắc 24',
    cuisine: 'pho',
    description:
      'Northern phở the Hanoi way: clear broth, wide noodles, scallions, nothing else needed.',
  },
  {
    name: 'Bún Bò Huế Đông Ba',
    cuisine: 'hue',
    description: 'Spicy noodle soups and small plates from the old imperial city of Huế.',
  },
  {
    name: 'Quán Bún Chả Hà Thành',
    cuisine: 'hue',
    description: 'Charcoal grilled pork and vermicelli, just like the stalls of Hà Nội.',
  },
  {
    name: 'Cơm Tấm Thuận Kiều',
    cuisine: 'com',
    description: 'Broken rice plates with pork chops grilled over charcoal.',
  },
  {
    name: 'Nhà Hàng Sài Gòn',
    cuisine: 'com',
    description: 'Home cooking from Saigon: clay pots, sour soups and shaking beef.',
  },
  {
    name: 'Bếp Mẹ Nấu',
    cuisine: 'com',
    description: 'Mom’s kitchen: rotating daily specials and comfort food.',
  },
  {
    name: 'Bánh Mì Saigon',
    cuisine: 'banhmi',
    description: 'Baguettes baked every hour, filled to order.',
  },
  {
    name: 'Lee’s Bánh Mì Đức',
    cuisine: 'banhmi',
    description: 'Sandwiches, sticky rice and strong coffee for the morning rush.',
  },
  {
    name: 'Hạt Cà Phê',
    cuisine: 'cafe',
    description:
      'A small Vietnamese coffee house: egg coffee, salted coffee and pastries. Scan the QR code on your table to tell us how we did and get 10% off your next order.',
    feedback: true,
  },
  {
    name: 'Cà Phê Lá',
    cuisine: 'cafe',
    description: 'A leafy courtyard cafe with phin coffee and pandan waffles.',
  },
  {
    name: 'Morning Phin Coffee',
    cuisine: 'cafe',
    description: 'Specialty coffee roasted in-house, Vietnamese and espresso drinks.',
  },
  {
    name: 'Ramen Tatsu',
    cuisine: 'ramen',
    description: 'Tonkotsu broth boiled for eighteen hours and noodles made in-house.',
  },
  {
    name: 'Menya Kaze',
    cuisine: 'ramen',
    description: 'Light chicken and dashi ramen and crispy karaage.',
  },
  {
    name: 'Sushi Hana',
    cuisine: 'sushi',
    description: 'Rolls, nigiri and sushi burritos with fish delivered daily.',
  },
  {
    name: 'Roll Call Sushi Burrito',
    cuisine: 'sushi',
    description: 'Sushi burritos and poke, fast and fresh.',
  },
  {
    name: 'Bangkok Street Kitchen',
    cuisine: 'thai',
    description: 'Curries, noodles and papaya salad, spice levels 1 to 5.',
  },
  {
    name: 'Thai Orchid',
    cuisine: 'thai',
    description: 'Royal Thai recipes in a calm dining room.',
  },
  {
    name: 'Taquería El Sol',
    cuisine: 'taqueria',
    description: 'Al pastor off the trompo and handmade tortillas.',
  },
  {
    name: 'La Cocina de Rosa',
    cuisine: 'taqueria',
    description: 'Birria on weekends, burritos every day.',
  },
  {
    name: 'Forno Napoli',
    cuisine: 'pizza',
    description: 'Neapolitan pizza from a 900-degree wood oven.',
  },
  { name: 'Trattoria Nonna', cuisine: 'pizza', description: 'Fresh pasta rolled every morning.' },
  {
    name: 'Smash Bros Burgers',
    cuisine: 'burger',
    description: 'Smash burgers, hand-cut fries and thick shakes.',
  },
  {
    name: 'Golden State Grill',
    cuisine: 'burger',
    description: 'Burgers and fried chicken sandwiches with a Vietnamese twist.',
  },
  {
    name: 'Lẩu Mama Hotpot',
    cuisine: 'hotpot',
    description: 'Hotpot for sharing, Vietnamese and Sichuan broths.',
  },
  {
    name: 'Dumpling House',
    cuisine: 'hotpot',
    description: 'Soup dumplings and noodles, folded by hand.',
  },
  {
    name: 'Spice Route Curry',
    cuisine: 'curry',
    description: 'North Indian curries and naan from the tandoor.',
  },
  {
    name: 'Olive & Za’atar',
    cuisine: 'mediterranean',
    description: 'Falafel, shawarma and mezze.',
  },
  {
    name: 'Falafel Corner',
    cuisine: 'mediterranean',
    description: 'Plant-based wraps and plates.',
  },
  {
    name: 'Prime & Vine Steakhouse',
    cuisine: 'steakhouse',
    description: 'Dry-aged steaks and classic sides.',
  },
  {
    name: 'Ube Scoops',
    cuisine: 'dessert',
    description: 'Asian-inspired ice cream, waffles and boba.',
  },
  {
    name: 'Chè Cung Đình',
    cuisine: 'com',
    description: 'Desserts and sweet soups from Huế, plus rice plates at lunch.',
  },
  {
    name: 'Saigon Noodle Bar',
    cuisine: 'hue',
    description: 'Noodle soups from every corner of Vietnam.',
  },
];

export const STREETS = [
  'Story Rd',
  'Tully Rd',
  'E Santa Clara St',
  'N 1st St',
  'Senter Rd',
  'King Rd',
  'Alum Rock Ave',
  'The Alameda',
  'Lincoln Ave',
  'S Bascom Ave',
  'Stevens Creek Blvd',
  'Capitol Expy',
];

export const CITIES: Array<{ city: string; state: string; zip: string[] }> = [
  { city: 'San Jose', state: 'CA', zip: ['95112', '95116', '95122', '95126', '95128'] },
  { city: 'Santa Clara', state: 'CA', zip: ['95050', '95051'] },
  { city: 'Milpitas', state: 'CA', zip: ['95035'] },
];

/** Extra words that vary generated dish names in large benchmark sets. */
export const NAME_VARIANTS = [
  'Special',
  'Classic',
  'House',
  'Grandma’s',
  'Spicy',
  'Deluxe',
  'Mini',
  'Family',
  'Street',
  'Royal',
];
