import type { RecipeDetailsColumns } from '../modules/catalog/editing.service';

type Facts = Pick<RecipeDetailsColumns, 'course' | 'diets' | 'prepMinutes' | 'cookMinutes'>;

/** A dish with no cooking (0 minutes) leaves the cook time out rather than showing "0 min". */
const f = (course: string, diets: string[], prepMinutes: number, cookMinutes: number): Facts => ({
  course,
  diets,
  prepMinutes,
  cookMinutes: cookMinutes || null,
});

/**
 * Course, diets and times of the demo recipes' written recipes, so the recipe lists' filters
 * and orders (course, time, diet; newest, popular, quickest) have something to show.
 */
export const demoRecipeFacts: Record<string, Facts> = {
  'Lemon Garlic Roast Chicken': f('main', ['gluten-free', 'dairy-free'], 15, 85),
  'Chicken Tikka Masala': f('main', ['gluten-free'], 20, 35),
  'Creamy Chicken and Mushroom Pie': f('main', [], 25, 45),
  'Crispy Chicken Katsu Curry': f('main', ['dairy-free'], 20, 25),
  'Chicken Noodle Soup': f('starter', ['dairy-free'], 15, 55),
  'Honey Soy Glazed Salmon': f('main', ['dairy-free'], 5, 10),
  'Classic Margherita Pizza': f('main', ['vegetarian'], 90, 10),
  'Vegan Chickpea Curry': f('main', ['vegan', 'vegetarian', 'gluten-free', 'dairy-free'], 10, 25),
  'Vegan Lentil Bolognese': f('main', ['vegan', 'vegetarian', 'dairy-free'], 15, 40),
  'Roasted Butternut Squash Soup': f('starter', ['vegan', 'vegetarian', 'gluten-free', 'dairy-free'], 15, 40),
  'Fluffy Buttermilk Pancakes': f('breakfast', ['vegetarian'], 10, 15),
  Shakshuka: f('breakfast', ['vegetarian', 'gluten-free', 'dairy-free'], 10, 20),
  'Beef and Guinness Stew': f('main', ['dairy-free'], 25, 150),
  'Spaghetti Carbonara': f('main', [], 10, 15),
  'Thai Green Chicken Curry': f('main', ['gluten-free', 'dairy-free'], 15, 20),
  'Greek Chicken Souvlaki': f('main', ['gluten-free'], 20, 12),
  'Mushroom Risotto': f('main', ['vegetarian', 'gluten-free'], 10, 30),
  'Fish Tacos with Lime Slaw': f('main', ['dairy-free'], 20, 8),
  'Chocolate Lava Cakes': f('dessert', ['vegetarian'], 15, 12),
  'Classic Banana Bread': f('snack', ['vegetarian'], 15, 60),
  'Caprese Salad': f('starter', ['vegetarian', 'gluten-free'], 10, 0),
  'Falafel with Tahini Sauce': f('main', ['vegan', 'vegetarian', 'dairy-free'], 20, 15),
  'Pad Thai': f('main', ['dairy-free'], 20, 10),
  'Chicken Caesar Salad': f('main', [], 15, 12),
  'Apple Crumble': f('dessert', ['vegetarian'], 20, 40),
  'Vegan Black Bean Tacos': f('main', ['vegan', 'vegetarian', 'dairy-free'], 10, 10),
  'Garlic Butter Prawns': f('starter', ['gluten-free'], 5, 6),
  'French Onion Soup': f('starter', [], 15, 70),
  Tiramisu: f('dessert', ['vegetarian'], 30, 0),
  'Chicken Fajitas': f('main', ['dairy-free'], 15, 15),
  'Quinoa Buddha Bowl': f('main', ['vegan', 'vegetarian', 'gluten-free', 'dairy-free'], 15, 20),
};
