import type { ServiceTemplate } from './service-templates';

/** Nail salons and beauty clinics: the demo menus (service-templates.ts). */
export const BEAUTY_SERVICES = {
  nail_salon: [
    {
      name: 'Classic Manicure',
      key: 'manicure',
      category: 'nails',
      minutes: 30,
      cents: 2000,
      description: 'Shape, cuticle care, hand massage and polish.',
      it: {
        name: 'Manicure classica',
        description: 'Forma, cura delle cuticole, massaggio delle mani e smalto.',
      },
    },
    {
      name: 'Gel Manicure',
      key: 'gel',
      category: 'nails',
      minutes: 45,
      cents: 3200,
      description: 'Long-lasting gel colour cured under LED.',
      it: {
        name: 'Manicure gel',
        description: 'Colore in gel a lunga durata, asciugato con lampada LED.',
      },
    },
    {
      name: 'Spa Pedicure',
      key: 'pedicure',
      category: 'nails',
      minutes: 50,
      cents: 3500,
      description: 'Foot soak, scrub, callus care, massage and polish.',
      it: {
        name: 'Pedicure spa',
        description: 'Pediluvio, scrub, trattamento dei calli, massaggio e smalto.',
      },
    },
    {
      name: 'Acrylic Full Set',
      key: 'acrylic',
      category: 'nails',
      minutes: 90,
      cents: 5500,
      description: 'Sculpted acrylic extensions in your chosen shape.',
      it: {
        name: 'Ricostruzione in acrilico',
        description: 'Unghie in acrilico modellate nella forma che preferisci.',
      },
    },
    {
      name: 'Nail Art (per set)',
      key: 'nailArt',
      category: 'nails',
      minutes: 30,
      cents: 1500,
      description: 'Hand-painted designs, chrome or stickers.',
      it: {
        name: 'Nail art (per set)',
        description: 'Decorazioni dipinte a mano, effetto cromato o adesivi.',
      },
    },
    {
      name: 'French Manicure',
      key: 'frenchManicure',
      category: 'nails',
      minutes: 40,
      cents: 2800,
      description: 'The timeless white-tip finish.',
      it: {
        name: 'Manicure francese',
        description: "L'intramontabile punta bianca.",
      },
    },
    {
      name: 'Gel Removal',
      key: null,
      category: 'nails',
      minutes: 20,
      cents: 1000,
      description: 'Gentle soak-off removal with nourishing oil.',
      it: {
        name: 'Rimozione gel',
        description: 'Rimozione delicata con impacco e olio nutriente.',
      },
    },
  ],
  beauty_clinic: [
    {
      name: 'Deep Cleansing Facial',
      key: 'deepCleansing',
      category: 'facial',
      minutes: 60,
      cents: 8000,
      description: 'Steam, extractions and a purifying mask.',
      it: {
        name: 'Pulizia del viso profonda',
        description: 'Vapore, estrazioni e maschera purificante.',
      },
    },
    {
      name: 'Anti-ageing Treatment',
      key: 'antiAging',
      category: 'facial',
      minutes: 75,
      cents: 14000,
      description: 'Peptide and vitamin C protocol with radiofrequency.',
      requirements: ['No retinoids 5 days before'],
      it: {
        name: 'Trattamento antietà',
        description: 'Protocollo con peptidi e vitamina C e radiofrequenza.',
        requirements: ['Niente retinoidi nei 5 giorni precedenti'],
      },
    },
    {
      name: 'Acne Treatment',
      key: 'acneTreatment',
      category: 'facial',
      minutes: 60,
      cents: 9000,
      description: 'Medical-grade peel and blue-light therapy.',
      it: {
        name: 'Trattamento acne',
        description: 'Peeling professionale e terapia a luce blu.',
      },
    },
    {
      name: 'Eyebrow Shaping',
      key: 'eyebrows',
      category: 'facial',
      minutes: 20,
      cents: 1800,
      description: 'Wax and tweezer shaping to frame your face.',
      it: {
        name: 'Modellatura sopracciglia',
        description: 'Cera e pinzetta per incorniciare lo sguardo.',
      },
    },
    {
      name: 'Lash Lift & Tint',
      key: 'eyelashes',
      category: 'facial',
      minutes: 50,
      cents: 5500,
      description: 'Curl and darken your natural lashes for weeks.',
      it: {
        name: 'Laminazione e tinta ciglia',
        description: 'Ciglia naturali più curve e scure per settimane.',
      },
    },
    {
      name: 'Full Leg Waxing',
      key: 'waxing',
      category: 'waxing',
      minutes: 45,
      cents: 4000,
      description: 'Warm wax for smooth legs, hips to ankles.',
      it: {
        name: 'Ceretta gambe complete',
        description: "Cera tiepida per gambe lisce, dall'anca alla caviglia.",
      },
    },
    {
      name: 'Event Makeup',
      key: 'makeup',
      category: 'makeup',
      minutes: 60,
      cents: 6000,
      description: 'Professional makeup for weddings and special nights.',
      it: {
        name: 'Trucco per eventi',
        description: 'Trucco professionale per matrimoni e serate speciali.',
      },
    },
  ],
} satisfies Record<string, ServiceTemplate[]>;
