// The demo catalogue in Quebec French, hand-written: product names (model names that are brands stay
// as they are; what a product is, is said in French), descriptions, colours, the one-size label,
// category names and promotion names and callouts.
// Keyed by the English as seeded (`catalogue_translations.source_text`).

const PRODUCTS: Readonly<Record<string, string>> = {
  // Footwear: the models keep their names; a sandal, a slide or a loafer is said in French.
  'Daybreak Slip-On': 'Daybreak sans lacets',
  'Boardwalk Slide': 'Sandale-glissière Boardwalk',
  'Metro Mule': 'Mule Metro',
  'City Chukka': 'Bottine chukka City',
  'Weekend Loafer Knit': 'Flâneur en tricot Weekend',
  'Shoreline Sandal': 'Sandale Shoreline',
  'Timberline Hike Mid': 'Botte de randonnée mi-haute Timberline',
  'Highpass Mid GTX': 'Highpass mi-haute GTX',
  'Court Classic Custom': 'Court Classic personnalisable',
  'Heritage 78 Custom': 'Heritage 78 personnalisable',
  'Canvas Low Custom': 'Canvas Low personnalisable',
  'Retro Runner Custom': 'Retro Runner personnalisable',
  'Canvas Low': 'Canvas basse',
  // Tops.
  'Essential Tee': 'T-shirt Essentiel',
  'Tempo Running Tee': 'T-shirt de course Tempo',
  'Breeze Tank': 'Camisole Breeze',
  'Core Long Sleeve': 'Chandail à manches longues Core',
  'Merino Base Layer': 'Couche de base en mérinos',
  'Heritage Crew Sweatshirt': 'Coton ouaté à col rond Heritage',
  'Club Hoodie': 'Kangourou Club',
  'Quarter-Zip Pullover': 'Pull à glissière quart',
  'Studio Crop Tee': 'T-shirt court Studio',
  'Trail Tech Tee': 'T-shirt technique de sentier',
  'Pique Polo': 'Polo en piqué',
  'Seamless Bra Top': 'Brassière sans coutures',
  'Logo Graphic Tee': 'T-shirt à logo',
  'Waffle Henley': 'Henley en tricot gaufré',
  'Thermal Half-Zip': 'Chandail thermique demi-glissière',
  'Mesh Singlet': 'Camisole en filet',
  'Relaxed Pocket Tee': 'T-shirt ample à poche',
  'Oversized Fleece Crew': 'Molleton ample à col rond',
  'Recovery Tee': 'T-shirt de récupération',
  'Race Day Singlet': 'Camisole de course Race Day',
  // Bottoms.
  'Tempo 5-Inch Short': 'Short Tempo 5 po',
  'Run 7-Inch Short': 'Short de course 7 po',
  'Essential Jogger': 'Pantalon de jogging Essentiel',
  'Trail Cargo Pant': 'Pantalon cargo de sentier',
  'Studio Legging': 'Legging Studio',
  'Tech Tight': 'Collant technique',
  'Club Sweatpant': 'Pantalon en coton ouaté Club',
  'Hybrid Short': 'Short hybride',
  'Travel Chino': 'Chino de voyage',
  'Warm-Up Pant': 'Pantalon d’échauffement',
  'Pocket Bike Short': 'Cuissard à poches',
  'Fleece Jogger': 'Pantalon de jogging en molleton',
  'Split Short': 'Short fendu',
  'Everyday Woven Pant': 'Pantalon tissé de tous les jours',
  // Outerwear.
  'Storm Shell Jacket': 'Manteau coquille Storm',
  'Packable Wind Jacket': 'Coupe-vent compressible',
  'Puffer Vest': 'Veste matelassée sans manches',
  'Insulated Parka': 'Parka isolé',
  'Fleece Zip Jacket': 'Veste en molleton à glissière',
  'Rain Runner Jacket': 'Imperméable de course',
  'Softshell Hybrid': 'Veste hybride en coquille souple',
  'Down Hoodie': 'Kangourou en duvet',
  'Track Jacket': 'Veste de survêtement',
  'Trail Anorak': 'Anorak de sentier',
  'Thermal Run Vest': 'Veste de course thermique sans manches',
  'Waxed Field Jacket': 'Veste de campagne cirée',
  // Bags.
  'Commuter Backpack 24L': 'Sac à dos urbain 24 L',
  'Trail Hydration Pack 12L': 'Sac d’hydratation de sentier 12 L',
  'Duffel 40L': 'Sac de sport 40 L',
  'Sling Bag': 'Sac bandoulière',
  'Gym Tote': 'Fourre-tout de gym',
  'Run Belt': 'Ceinture de course',
  'Daypack 18L': 'Sac de jour 18 L',
  'Weekender Duffel 60L': 'Sac de voyage 60 L',
  'Drawstring Sack': 'Sac à cordon',
  'Laptop Backpack 30L': 'Sac à dos pour portable 30 L',
  // Accessories.
  'Everyday Crew Socks 3-Pack': 'Bas mi-mollet de tous les jours, paquet de 3',
  'Run Cap': 'Casquette de course',
  'Merino Beanie': 'Tuque en mérinos',
  'Performance Ankle Socks 3-Pack': 'Bas à la cheville Performance, paquet de 3',
  'Insulated Bottle 750ml': 'Bouteille isolée 750 ml',
  'Lightweight Gloves': 'Gants légers',
  Headband: 'Bandeau',
  'Neck Gaiter': 'Cache-cou',
  'Trail Visor': 'Visière de sentier',
  'Cushioned Quarter Socks': 'Bas coussinés quart',
  'Knit Scarf': 'Foulard en tricot',
  'Reflective Armband': 'Brassard réfléchissant',
  'Digital Gift Card': 'Carte-cadeau numérique',
};

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  'A road running shoe with responsive foam cushioning and a breathable engineered mesh upper.':
    'Une chaussure de course sur route avec un coussinage en mousse réactive et une tige en filet technique respirant.',
  'A trail shoe with a grippy lugged outsole, a rock plate and a protective toe cap.':
    'Une chaussure de sentier avec une semelle à crampons qui agrippe, une plaque anti-roches et un embout protecteur.',
  'An everyday sneaker with a cushioned footbed and a durable rubber cupsole.':
    'Une espadrille de tous les jours avec une semelle intérieure coussinée et une semelle en caoutchouc durable.',
  'A soft, quick-drying top cut for movement, with flatlock seams that do not chafe.':
    'Un haut doux à séchage rapide, taillé pour bouger, aux coutures plates qui n’irritent pas.',
  'Bottoms with a stretch waistband, a zipped back pocket and reflective details.':
    'Un bas à taille extensible, avec une poche arrière à glissière et des détails réfléchissants.',
  'A layer against wind and rain that packs small and breathes on the move.':
    'Une couche contre le vent et la pluie qui se range dans un petit format et respire à l’effort.',
  'A bag made of recycled ripstop with a water-resistant coating and padded straps.':
    'Un sac en nylon indéchirable recyclé avec un enduit déperlant et des bretelles rembourrées.',
  'An accessory for training days, made to last wash after wash.': 'Un accessoire pour les jours d’entraînement, fait pour durer lavage après lavage.',
  'Sent by e-mail with your message, and spendable online on anything Stride makes.':
    'Envoyée par courriel avec votre message, et utilisable en ligne sur tout ce que Stride fabrique.',
};

/** The gender a description starts with, as seeded ("Men’s. "), and in French. */
const GENDER_WORDS: readonly (readonly [string, string])[] = [
  ['', ''],
  ['Men’s. ', 'Hommes. '],
  ['Women’s. ', 'Femmes. '],
  ['Kids’. ', 'Enfants. '],
];

const BADGES_AND_EYEBROWS: Readonly<Record<string, string>> = {
  Presale: 'Prévente',
  'Coming Soon': 'Bientôt disponible',
  Customise: 'Personnalisable',
  // The badge and the department share the English word, so one French word: Soldes.
  Sale: 'Soldes',
  'Member Exclusive': 'Exclusivité membres',
  'Arrives March 2030': 'Arrive en mars 2030',
  'Design your own': 'Créez le vôtre',
  'Delivered by e-mail': 'Livrée par courriel',
  New: 'Nouveauté',
  'Best Seller': 'Meilleur vendeur',
};

const COLOURS: Readonly<Record<string, string>> = {
  Black: 'Noir',
  White: 'Blanc',
  Graphite: 'Graphite',
  'Stone Grey': 'Gris pierre',
  'Deep Ocean': 'Bleu océan',
  'Sky Blue': 'Bleu ciel',
  Forest: 'Vert forêt',
  Sage: 'Vert sauge',
  'Flame Red': 'Rouge flamme',
  Berry: 'Petits fruits',
  Citron: 'Jaune citron',
  'Blaze Orange': 'Orange vif',
  'Desert Tan': 'Beige désert',
  Chestnut: 'Marron',
  Violet: 'Violet',
  Coral: 'Corail',
  Classic: 'Classique',
  Celebrate: 'Célébration',
};

// The value alone: the pages put it after the attribute's name ("Taille unique" on a cart line, "unique" under
// the size filter's "Taille"), so 'Taille unique' here read "Taille Taille unique".
const SIZES: Readonly<Record<string, string>> = { 'One Size': 'unique' };

/** The category names, as a Quebec store names its departments. */
const CATEGORIES: Readonly<Record<string, string>> = {
  Men: 'Hommes',
  'Men’s Shoes': 'Chaussures pour hommes',
  'Men’s Apparel': 'Vêtements pour hommes',
  Women: 'Femmes',
  'Women’s Shoes': 'Chaussures pour femmes',
  'Women’s Apparel': 'Vêtements pour femmes',
  Kids: 'Enfants',
  'Kids’ Shoes': 'Chaussures pour enfants',
  'Kids’ Apparel': 'Vêtements pour enfants',
  Shoes: 'Chaussures',
  Running: 'Course',
  Trail: 'Sentier',
  Lifestyle: 'Mode de vie',
  Apparel: 'Vêtements',
  Tops: 'Hauts',
  Bottoms: 'Bas',
  Outerwear: 'Vêtements d’extérieur',
  Gear: 'Équipement',
  Bags: 'Sacs',
  Accessories: 'Accessoires',
  'Gift Cards': 'Cartes-cadeaux',
};

/**
 * Promotion names and callouts, keyed by their seeded English template: {threshold}, {amountOff}
 * and {remaining} are filled with money written the fr-CA way when the cart is priced.
 */
const PROMOTIONS: Readonly<Record<string, string>> = {
  '10% off your order': '10 % de rabais sur votre commande',
  '20% off running shoes': '20 % de rabais sur les chaussures de course',
  'Free standard shipping over {threshold}': 'Livraison standard gratuite à partir de {threshold}',
  'Spend {remaining} more for free standard shipping with FREESHIP|Free standard shipping unlocked with FREESHIP|Free standard shipping with FREESHIP':
    'Encore {remaining} pour la livraison standard gratuite avec FREESHIP|Livraison standard gratuite obtenue avec FREESHIP|Livraison standard gratuite avec FREESHIP',
  'Free crew socks with orders over {threshold}': 'Bas mi-mollet gratuits à l’achat de plus de {threshold}',
  'Spend {remaining} more and get a free pair of Everyday Crew Socks|Free Everyday Crew Socks added to your order|Free Everyday Crew Socks added to your order':
    'Encore {remaining} pour obtenir une paire de bas mi-mollet de tous les jours gratuite|Bas mi-mollet de tous les jours gratuits ajoutés à votre commande|Bas mi-mollet de tous les jours gratuits ajoutés à votre commande',
  '{amountOff} off orders over {threshold}': '{amountOff} de rabais à l’achat de plus de {threshold}',
  'Spend {remaining} more to save {amountOff} on your order|You save {amountOff} on your order|You save {amountOff} on your order':
    'Encore {remaining} pour économiser {amountOff} sur votre commande|Vous économisez {amountOff} sur votre commande|Vous économisez {amountOff} sur votre commande',
  'Employee discount': 'Rabais des employés',
  'Summer 2024: 15% off': 'Été 2024 : 15 % de rabais',
  'Holiday 2030: 30% off': 'Fêtes 2030 : 30 % de rabais',
  'Flash sale: 50% off': 'Vente éclair : 50 % de rabais',
  'Free standard shipping for Stride Rewards members': 'Livraison standard gratuite pour les membres Stride Récompenses',
  // Every member's welcome promo carries this name (WELCOME_PROMOTION_NAME).
  'Stride Rewards welcome offer': 'Offre de bienvenue Stride Récompenses',
  'Free standard shipping for Stride Rewards members|Free standard shipping for Stride Rewards members|Free standard shipping for Stride Rewards members':
    'Livraison standard gratuite pour les membres Stride Récompenses|Livraison standard gratuite pour les membres Stride Récompenses|Livraison standard gratuite pour les membres Stride Récompenses',
};

/** The demo product sets' names and descriptions (demo-product-sets.ts). */
const PRODUCT_SETS: Readonly<Record<string, string>> = {
  'Race day kit': 'Tenue du jour de course',
  'Everything for the start line: a light shoe, a tee that breathes, socks that stay put, a cap and a belt for gels.':
    'Tout pour la ligne de départ : une chaussure légère, un t-shirt respirant, des bas qui restent en place, une casquette et une ceinture pour les gels.',
  'Trail ready': 'Prêt pour le sentier',
  'Grip for wet rock, a layer for the ridge and water for the long way round.':
    'De l’adhérence sur le roc mouillé, une couche pour la crête et de l’eau pour le long détour.',
  'Rainy run': 'Course sous la pluie',
  'Out the door whatever the sky says: a jacket that sheds rain, cushioned socks and a cap to keep it off your face.':
    'Dehors, quel que soit le ciel : un manteau qui repousse la pluie, des bas coussinés et une casquette pour garder le visage au sec.',
};

/** The fr-CA rows of `catalogue_translations`: English as seeded to Quebec French. */
export function demoTranslationsFrCa(): readonly { locale: string; sourceText: string; text: string }[] {
  const products = Object.entries(PRODUCTS).map(([model, french]) => [`Stride ${model}`, `${french} Stride`] as const);
  const descriptions = Object.entries(DESCRIPTIONS).flatMap(([english, french]) =>
    GENDER_WORDS.map(([en, fr]) => [`${en}${english}`, `${fr}${french}`] as const),
  );
  // One row per English text (the table's key): a text in two lists (the Sale badge and department) is said once.
  const rows = new Map<string, string>([
    ...products,
    ...descriptions,
    ...Object.entries(BADGES_AND_EYEBROWS),
    ...Object.entries(COLOURS),
    ...Object.entries(SIZES),
    ...Object.entries(CATEGORIES),
    ...Object.entries(PROMOTIONS),
    ...Object.entries(PRODUCT_SETS),
  ]);
  return [...rows].map(([sourceText, text]) => ({ locale: 'fr-CA', sourceText, text }));
}
