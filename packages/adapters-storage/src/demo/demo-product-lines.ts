import { DemoCategory } from './demo-categories.js';
import type { ProductType } from './demo-data.types.js';

/** The drawing used for a product's generated image. */
export type Silhouette = 'shoe' | 'shirt' | 'pants' | 'jacket' | 'bag' | 'cap' | 'card';

/** A product line: the models it holds and what they share (category, sizes, price band). */
export type ProductLine = {
  key: 'road' | 'trail' | 'lifestyle' | 'tops' | 'bottoms' | 'outerwear' | 'bags' | 'accessories';
  /** First two characters of the style code, so the id tells the line (SR0034100: road). */
  prefix: string;
  productType: ProductType;
  categoryId: string;
  silhouette: Silhouette;
  /** Adult list price band in whole US dollars. */
  priceUsd: readonly [number, number];
  description: string;
  models: readonly string[];
};

/** The lines of the demo catalogue; model names get "Stride " and a gender added. */
export const PRODUCT_LINES: readonly ProductLine[] = [
  {
    key: 'road', prefix: 'SR', productType: 'FOOTWEAR', categoryId: DemoCategory.RUNNING, silhouette: 'shoe',
    priceUsd: [100, 190],
    description: 'A road running shoe with responsive foam cushioning and a breathable engineered mesh upper.',
    models: [
      'Pace Runner 3', 'Tempo Glide 2', 'Cadence 5', 'Velo Max', 'Stratus 4', 'Metro Dash', 'Pace Runner 4',
      'Tempo Glide 3', 'Apex Racer', 'Longhaul 2', 'Cadence 6', 'Stratus 5', 'Velo Max 2', 'Float 1',
      'Harbor Trainer', 'Kinetic Pro', 'Long Run Cushion', 'Relay Flyer', 'Tempo Racer Elite', 'Urban Miles',
      'Daily Miles 2', 'Sprint Spike',
    ],
  },
  {
    key: 'trail', prefix: 'ST', productType: 'FOOTWEAR', categoryId: DemoCategory.TRAIL, silhouette: 'shoe',
    priceUsd: [120, 210],
    description: 'A trail shoe with a grippy lugged outsole, a rock plate and a protective toe cap.',
    models: [
      'Summit Trail GTX', 'Ridgeline 2', 'Scree Runner', 'Timberline Hike Mid', 'Switchback 4', 'Talus Pro',
      'Canyon Grip', 'Alpine Dash', 'Ridgeline 3', 'Summit Trail 2', 'Mudline', 'Highpass Mid GTX',
      'Cairn Trek', 'Fell Racer', 'Skyline Ultra', 'Backcountry Approach', 'Switchback 5', 'Boulder Hopper',
    ],
  },
  {
    key: 'lifestyle', prefix: 'SL', productType: 'FOOTWEAR', categoryId: DemoCategory.LIFESTYLE, silhouette: 'shoe',
    priceUsd: [70, 140],
    description: 'An everyday sneaker with a cushioned footbed and a durable rubber cupsole.',
    models: [
      'Court Classic Custom', 'Heritage 78 Custom', 'Canvas Low Custom', 'Retro Runner Custom', 'Court Classic',
      'Heritage 78', 'Canvas Low', 'Retro Runner', 'Daybreak Slip-On', 'Studio Knit', 'Boardwalk Slide',
      'Metro Mule', 'City Chukka', 'Weekend Loafer Knit', 'Shoreline Sandal', 'Coast Cruiser',
    ],
  },
  {
    key: 'tops', prefix: 'AT', productType: 'APPAREL', categoryId: DemoCategory.TOPS, silhouette: 'shirt',
    priceUsd: [30, 110],
    description: 'A soft, quick-drying top cut for movement, with flatlock seams that do not chafe.',
    models: [
      'Essential Tee', 'Tempo Running Tee', 'Breeze Tank', 'Core Long Sleeve', 'Merino Base Layer',
      'Heritage Crew Sweatshirt', 'Club Hoodie', 'Quarter-Zip Pullover', 'Studio Crop Tee', 'Trail Tech Tee',
      'Pique Polo', 'Seamless Bra Top', 'Logo Graphic Tee', 'Waffle Henley', 'Thermal Half-Zip',
      'Mesh Singlet', 'Relaxed Pocket Tee', 'Oversized Fleece Crew', 'Recovery Tee', 'Race Day Singlet',
    ],
  },
  {
    key: 'bottoms', prefix: 'AB', productType: 'APPAREL', categoryId: DemoCategory.BOTTOMS, silhouette: 'pants',
    priceUsd: [35, 120],
    description: 'Bottoms with a stretch waistband, a zipped back pocket and reflective details.',
    models: [
      'Tempo 5-Inch Short', 'Run 7-Inch Short', 'Essential Jogger', 'Trail Cargo Pant', 'Studio Legging',
      'Tech Tight', 'Club Sweatpant', 'Hybrid Short', 'Travel Chino', 'Warm-Up Pant', 'Pocket Bike Short',
      'Fleece Jogger', 'Split Short', 'Everyday Woven Pant',
    ],
  },
  {
    key: 'outerwear', prefix: 'AO', productType: 'APPAREL', categoryId: DemoCategory.OUTERWEAR, silhouette: 'jacket',
    priceUsd: [80, 320],
    description: 'A layer against wind and rain that packs small and breathes on the move.',
    models: [
      'Storm Shell Jacket', 'Packable Wind Jacket', 'Puffer Vest', 'Insulated Parka', 'Fleece Zip Jacket',
      'Rain Runner Jacket', 'Softshell Hybrid', 'Down Hoodie', 'Track Jacket', 'Trail Anorak',
      'Thermal Run Vest', 'Waxed Field Jacket',
    ],
  },
  {
    key: 'bags', prefix: 'GB', productType: 'GEAR', categoryId: DemoCategory.BAGS, silhouette: 'bag',
    priceUsd: [25, 160],
    description: 'A bag made of recycled ripstop with a water-resistant coating and padded straps.',
    models: [
      'Commuter Backpack 24L', 'Trail Hydration Pack 12L', 'Duffel 40L', 'Sling Bag', 'Gym Tote', 'Run Belt',
      'Daypack 18L', 'Weekender Duffel 60L', 'Drawstring Sack', 'Laptop Backpack 30L',
    ],
  },
  {
    key: 'accessories', prefix: 'GA', productType: 'GEAR', categoryId: DemoCategory.ACCESSORIES, silhouette: 'cap',
    priceUsd: [12, 60],
    description: 'An accessory for training days, made to last wash after wash.',
    models: [
      'Everyday Crew Socks 3-Pack', 'Run Cap', 'Merino Beanie', 'Performance Ankle Socks 3-Pack',
      'Insulated Bottle 750ml', 'Lightweight Gloves', 'Headband', 'Neck Gaiter', 'Trail Visor',
      'Cushioned Quarter Socks', 'Knit Scarf', 'Reflective Armband',
    ],
  },
];
