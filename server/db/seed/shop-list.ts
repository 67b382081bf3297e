import type { BusinessType } from '../../../src/domain/shop';

/**
 * The demo marketplace: real streets of Rome and Milan with their postcodes and coordinates (civic numbers
 * chosen along each street; coordinates to about 100 m). Shop names are invented.
 */
export interface ShopSeedRow {
  name: string;
  type: BusinessType;
  city: 'Roma' | 'Milano';
  /** quartiere, used in the description */
  area: string;
  address: string;
  zip: string;
  lat: number;
  lng: number;
}

const S: BusinessType = 'salon';
const B: BusinessType = 'barbershop';
const P: BusinessType = 'spa';
const N: BusinessType = 'nail_salon';
const C: BusinessType = 'beauty_clinic';
const M: BusinessType = 'massage';

const rome = (
  name: string,
  type: BusinessType,
  area: string,
  address: string,
  zip: string,
  lat: number,
  lng: number,
): ShopSeedRow => ({
  name,
  type,
  city: 'Roma',
  area,
  address,
  zip,
  lat,
  lng,
});
const milan = (
  name: string,
  type: BusinessType,
  area: string,
  address: string,
  zip: string,
  lat: number,
  lng: number,
): ShopSeedRow => ({
  name,
  type,
  city: 'Milano',
  area,
  address,
  zip,
  lat,
  lng,
});

export const SHOP_ROWS: readonly ShopSeedRow[] = [
  // Roma
  rome('Salone Aurora', S, 'Prati', 'Via Cola di Rienzo, 180', '00192', 41.9072, 12.4628),
  rome('Barberia del Corso', B, 'Tridente', 'Via del Corso, 64', '00186', 41.9076, 12.4777),
  rome('Terme di Prati Day Spa', P, 'Prati', 'Via Crescenzio, 45', '00193', 41.905, 12.4648),
  rome("Unghie d'Autore", N, 'Piazza di Spagna', 'Via Frattina, 44', '00187', 41.9043, 12.4812),
  rome(
    'Clinica Estetica Bellavita',
    C,
    'Via Veneto',
    'Via Vittorio Veneto, 108',
    '00187',
    41.9071,
    12.4893,
  ),
  rome(
    'Shiatsu Sole e Luna',
    M,
    'Centro Storico',
    'Via dei Coronari, 42',
    '00186',
    41.8998,
    12.4712,
  ),
  rome('Atelier Capelli Margutta', S, 'Tridente', 'Via Margutta, 33', '00187', 41.9079, 12.4797),
  rome(
    'Il Barbiere di Trastevere',
    B,
    'Trastevere',
    'Via della Lungaretta, 88',
    '00153',
    41.8891,
    12.4715,
  ),
  rome('Oasi Spa Monti', P, 'Monti', 'Via Urbana, 47', '00184', 41.8961, 12.4937),
  rome('Smalto & Co.', N, 'Prati', 'Via Cola di Rienzo, 243', '00192', 41.9068, 12.4597),
  rome('Istituto di Bellezza Sistina', C, 'Trevi', 'Via Sistina, 121', '00187', 41.904, 12.4874),
  rome('Massaggi del Pigneto', M, 'Pigneto', 'Via del Pigneto, 52', '00176', 41.8885, 12.5275),
  rome('Parrucchieri Testaccio', S, 'Testaccio', 'Via Marmorata, 39', '00153', 41.8788, 12.4777),
  rome('Barberia San Lorenzo', B, 'San Lorenzo', 'Via dei Volsci, 41', '00185', 41.8976, 12.5147),
  rome('Acqua Marina Spa', P, 'Salario', 'Via Po, 42', '00198', 41.915, 12.4975),
  rome(
    'Nail Bar Governo Vecchio',
    N,
    'Centro Storico',
    'Via del Governo Vecchio, 73',
    '00186',
    41.8982,
    12.4698,
  ),
  rome('Derma Estetica Nomentana', C, 'Nomentano', 'Via Nomentana, 40', '00161', 41.9118, 12.506),
  rome('Thai Massage Ostiense', M, 'Ostiense', 'Via Ostiense, 83', '00154', 41.8688, 12.4797),
  rome('Hair Studio Babuino', S, 'Tridente', 'Via del Babuino, 96', '00187', 41.9062, 12.4793),
  rome('Barberia Gregorio VII', B, 'Aurelio', 'Via Gregorio VII, 214', '00165', 41.8975, 12.4525),
  rome('Trastevere Hammam & Spa', P, 'Trastevere', 'Via della Scala, 15', '00153', 41.8925, 12.468),
  rome('Manicure Merulana', N, 'Esquilino', 'Via Merulana, 120', '00185', 41.8935, 12.501),
  rome('Centro Estetico EUR', C, 'EUR', 'Viale Europa, 100', '00144', 41.8333, 12.4752),
  rome('Centro Massaggi Nazionale', M, 'Monti', 'Via Nazionale, 196', '00184', 41.8993, 12.4903),
  rome(
    'Salone Giubbonari',
    S,
    'Campo de’ Fiori',
    'Via dei Giubbonari, 25',
    '00186',
    41.8943,
    12.4722,
  ),
  rome('Barber Shop Ottaviano', B, 'Prati', 'Via Ottaviano, 32', '00192', 41.9077, 12.4582),
  rome('Spa Flaminio', P, 'Flaminio', 'Via Flaminia, 122', '00196', 41.916, 12.4738),
  rome(
    'Le Unghie di Trastevere',
    N,
    'Trastevere',
    'Viale di Trastevere, 62',
    '00153',
    41.8848,
    12.4715,
  ),
  rome('Estetica Avanzata Salaria', C, 'Salario', 'Via Salaria, 80', '00198', 41.9148, 12.5006),
  rome(
    'Riflessologia San Giovanni',
    M,
    'San Giovanni',
    'Via Appia Nuova, 146',
    '00183',
    41.883,
    12.511,
  ),
  rome('Coiffeur Boncompagni', S, 'Ludovisi', 'Via Boncompagni, 16', '00187', 41.9075, 12.492),
  rome('Barberia Candia', B, 'Trionfale', 'Via Candia, 95', '00192', 41.9072, 12.454),
  // Milano
  milan('Salone Brera', S, 'Brera', 'Via Brera, 16', '20121', 45.4718, 9.1878),
  milan(
    'Barberia Buenos Aires',
    B,
    'Porta Venezia',
    'Corso Buenos Aires, 33',
    '20124',
    45.4782,
    9.2093,
  ),
  milan('Navigli Urban Spa', P, 'Navigli', 'Ripa di Porta Ticinese, 55', '20143', 45.4515, 9.1735),
  milan('Nails Lab Torino', N, 'Centro', 'Via Torino, 51', '20123', 45.4605, 9.1848),
  milan(
    'Clinica Estetica Montenapoleone',
    C,
    'Quadrilatero',
    'Via Montenapoleone, 8',
    '20121',
    45.4686,
    9.1952,
  ),
  milan('Massaggi Paolo Sarpi', M, 'Chinatown', 'Via Paolo Sarpi, 27', '20154', 45.4805, 9.1758),
  milan('Hair Atelier Garibaldi', S, 'Brera', 'Corso Garibaldi, 104', '20121', 45.4775, 9.1842),
  milan('Barber Club Isola', B, 'Isola', 'Via Borsieri, 12', '20159', 45.4885, 9.189),
  milan(
    'Spa Porta Romana',
    P,
    'Porta Romana',
    'Corso di Porta Romana, 87',
    '20122',
    45.457,
    9.1955,
  ),
  milan(
    'Smalti sul Naviglio',
    N,
    'Navigli',
    'Alzaia Naviglio Grande, 46',
    '20144',
    45.4507,
    9.1712,
  ),
  milan(
    'Istituto di Bellezza della Spiga',
    C,
    'Quadrilatero',
    'Via della Spiga, 30',
    '20121',
    45.4703,
    9.1965,
  ),
  milan('Centro Massaggi Magenta', M, 'Magenta', 'Corso Magenta, 60', '20123', 45.4655, 9.176),
  milan('Parrucchiere Corso Como', S, 'Garibaldi', 'Corso Como, 9', '20154', 45.4813, 9.1872),
  milan(
    'Barberia Porta Ticinese',
    B,
    'Ticinese',
    'Corso di Porta Ticinese, 58',
    '20123',
    45.4568,
    9.1818,
  ),
  milan('Thermae Sempione', P, 'Sempione', 'Corso Sempione, 32', '20154', 45.479, 9.169),
  milan(
    'Nail Studio Buenos Aires',
    N,
    'Porta Venezia',
    'Corso Buenos Aires, 77',
    '20124',
    45.4812,
    9.2127,
  ),
  milan('Derma Clinic Piave', C, 'Porta Venezia', 'Viale Piave, 12', '20129', 45.4715, 9.205),
  milan(
    'Shiatsu Naviglio Pavese',
    M,
    'Navigli',
    'Alzaia Naviglio Pavese, 18',
    '20136',
    45.4493,
    9.1787,
  ),
  milan('Salone Via Torino', S, 'Centro', 'Via Torino, 21', '20123', 45.4622, 9.1867),
  milan('Barberia Tortona', B, 'Tortona', 'Via Tortona, 15', '20144', 45.4535, 9.168),
  milan('Wellness Dante', P, 'Castello', 'Via Dante, 4', '20121', 45.466, 9.186),
  milan('Beauty Nails Vercelli', N, 'Conciliazione', 'Corso Vercelli, 23', '20145', 45.4675, 9.163),
  milan(
    'Clinica Estetica Porta Nuova',
    C,
    'Porta Nuova',
    'Via Gaetano de Castillia, 23',
    '20124',
    45.4855,
    9.192,
  ),
  milan('Massage Room Lecco', M, 'Porta Venezia', 'Via Lecco, 9', '20124', 45.4785, 9.2065),
  milan('Hair Design Corso Lodi', S, 'Porta Romana', 'Corso Lodi, 15', '20135', 45.451, 9.205),
  milan('Barberia Solferino', B, 'Brera', 'Via Solferino, 25', '20121', 45.4765, 9.1868),
  milan(
    'Spa Vittorio Emanuele',
    P,
    'Duomo',
    'Corso Vittorio Emanuele II, 15',
    '20122',
    45.4653,
    9.1925,
  ),
  milan('French Nails Washington', N, 'Washington', 'Via Washington, 52', '20146', 45.4645, 9.158),
  milan('Estetica Viale Monza', C, 'Loreto', 'Viale Monza, 50', '20127', 45.491, 9.2195),
  milan(
    'Massaggi Corso XXII Marzo',
    M,
    'Porta Vittoria',
    'Corso XXII Marzo, 28',
    '20135',
    45.463,
    9.2135,
  ),
  milan('Salone Col di Lana', S, 'Ticinese', 'Viale Col di Lana, 8', '20136', 45.4528, 9.1818),
];
