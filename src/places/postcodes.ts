/**
 * Danish postcodes → post town, written by hand (there is no Danish postcode
 * data set on npm). Covers every postcode of Copenhagen, Zealand,
 * Lolland-Falster and Bornholm (1000–4999), and those of the towns our
 * locations outside Zealand are in and their neighbours (Odense, Kolding,
 * Aarhus, Herning, Aalborg, Hjørring). Server only.
 *
 * One line per postcode (or range, for the Copenhagen street postcodes):
 * `postcode[-last] Post town[ = place]`. The coordinates are those of `place`,
 * or of the post town when no place is given: a GeoNames town
 * (danish-towns.gen.ts; `Name@region` picks one of two towns with the same
 * name) or a district of place-aliases.ts. A unit test checks that every line
 * resolves.
 */
export const postcodeLines = `
1000-1499 København K = Indre By
1500-1799 København V = Copenhagen
1800-1999 Frederiksberg C = Frederiksberg@17
2000 Frederiksberg = Frederiksberg@17
2100 København Ø = Østerbro
2150 Nordhavn = Østerbro
2200 København N = Nørrebro
2300 København S = Sundby
2400 København NV = Bispebjerg
2450 København SV = Sydhavnen
2500 Valby
2600 Glostrup
2605 Brøndby = Brøndbyvester
2610 Rødovre
2620 Albertslund
2625 Vallensbæk
2630 Taastrup
2635 Ishøj
2640 Hedehusene
2650 Hvidovre
2660 Brøndby Strand
2665 Vallensbæk Strand = Vallensbæk
2670 Greve
2680 Solrød Strand
2690 Karlslunde
2700 Brønshøj
2720 Vanløse
2730 Herlev
2740 Skovlunde
2750 Ballerup
2760 Måløv
2765 Smørum = Smørumnedre
2770 Kastrup = Tårnby
2791 Dragør
2800 Kongens Lyngby
2820 Gentofte
2830 Virum
2840 Holte
2850 Nærum
2860 Søborg = Buddinge
2870 Dyssegård = Buddinge
2880 Bagsværd
2900 Hellerup
2920 Charlottenlund
2930 Klampenborg
2942 Skodsborg
2950 Vedbæk
2960 Rungsted Kyst
2970 Hørsholm
2980 Kokkedal
2990 Nivå
3000 Helsingør
3050 Humlebæk
3060 Espergærde
3070 Snekkersten
3080 Tikøb = Helsingør
3100 Hornbæk
3120 Dronningmølle
3140 Ålsgårde
3150 Hellebæk
3200 Helsinge
3210 Vejby = Helsinge
3220 Tisvildeleje = Tisvilde
3230 Græsted
3250 Gilleleje
3300 Frederiksværk
3310 Ølsted
3320 Skævinge
3330 Gørløse = Skævinge
3360 Liseleje
3370 Melby = Liseleje
3390 Hundested
3400 Hillerød
3450 Allerød
3460 Birkerød
3480 Fredensborg
3490 Kvistgård
3500 Værløse
3520 Farum
3540 Lynge
3550 Slangerup
3600 Frederikssund
3630 Jægerspris
3650 Ølstykke
3660 Stenløse
3670 Veksø Sjælland = Veksø
3700 Rønne
3720 Aakirkeby = Åkirkeby
3730 Nexø
3740 Svaneke
3751 Østermarie = Svaneke
3760 Gudhjem = Allinge
3770 Allinge
3782 Klemensker = Hasle
3790 Hasle
4000 Roskilde
4030 Tune
4040 Jyllinge
4050 Skibby
4060 Kirke Såby = Kirke Hvalsø
4070 Kirke Hyllinge = Jyllinge
4100 Ringsted
4129 Ringsted
4130 Viby Sjælland = Viby@20
4140 Borup = Borup@20
4160 Herlufmagle = Glumsø
4171 Glumsø
4173 Fjenneslev = Ringsted
4174 Jystrup Midtsj = Ringsted
4180 Sorø
4190 Munke Bjergby = Sorø
4200 Slagelse
4220 Korsør
4230 Skælskør
4241 Vemmelev = Slagelse
4242 Boeslunde = Skælskør
4243 Rude = Skælskør
4244 Agersø = Skælskør
4245 Omø = Skælskør
4250 Fuglebjerg
4261 Dalmose = Fuglebjerg
4262 Sandved = Fuglebjerg
4270 Høng
4281 Gørlev
4291 Ruds Vedby = Ruds-Vedby
4293 Dianalund
4295 Stenlille
4296 Nyrup = Stenlille
4300 Holbæk
4305 Orø = Holbæk
4320 Lejre
4330 Hvalsø = Kirke Hvalsø
4340 Tølløse
4350 Ugerløse = Tølløse
4360 Kirke Eskilstrup = Tølløse
4370 Store Merløse
4390 Vipperød
4400 Kalundborg
4420 Regstrup = Knabstrup
4440 Mørkøv
4450 Jyderup = Jyderup@20
4460 Snertinge = Svebølle
4470 Svebølle
4480 Store Fuglede = Svebølle
4490 Jerslev Sjælland = Kalundborg
4500 Nykøbing Sj = Nykøbing Sjælland
4520 Svinninge = Svinninge@20
4532 Gislinge = Svinninge@20
4534 Hørve
4540 Fårevejle = Hørve
4550 Asnæs
4560 Vig = Asnæs
4571 Grevinge = Asnæs
4572 Nørre Asmindrup = Nykøbing Sjælland
4573 Højby = Højby@20
4581 Rørvig = Nykøbing Sjælland
4583 Sjællands Odde = Højby@20
4591 Føllenslev = Svebølle
4592 Sejerø = Kalundborg
4593 Eskebjerg = Kalundborg
4600 Køge
4621 Gadstrup
4622 Havdrup
4623 Lille Skensved
4632 Bjæverskov
4640 Faxe
4652 Hårlev
4653 Karise
4654 Faxe Ladeplads
4660 Store Heddinge
4671 Strøby = Strøby Egede
4672 Klippinge = Store Heddinge
4673 Rødvig Stevns = Rødvig
4681 Herfølge
4682 Tureby = Haslev
4683 Rønnede
4684 Holmegaard = Fensmark
4690 Haslev
4700 Næstved
4720 Præstø
4733 Tappernøje = Præstø
4735 Mern = Præstø
4736 Karrebæksminde = Næstved
4750 Lundby = Næstved
4760 Vordingborg
4771 Kalvehave = Stensved
4772 Langebæk = Stensved
4773 Stensved
4780 Stege
4791 Borre = Stege
4792 Askeby = Stege
4793 Bogø By = Stensved
4800 Nykøbing F = Nykøbing Falster
4840 Nørre Alslev
4850 Stubbekøbing
4862 Guldborg = Nykøbing Falster
4863 Eskilstrup
4871 Horbelev = Stubbekøbing
4872 Idestrup
4873 Væggerløse
4874 Gedser = Væggerløse
4880 Nysted
4891 Toreby L = Nykøbing Falster
4892 Kettinge = Nysted
4894 Øster Ulslev = Nysted
4895 Errindlev = Holeby
4900 Nakskov
4912 Harpelunde = Nakskov
4913 Horslunde = Nakskov
4920 Søllested
4930 Maribo
4941 Bandholm = Maribo
4943 Torrig L = Søllested
4944 Fejø = Sakskøbing
4951 Nørreballe = Maribo
4952 Stokkemarke = Maribo
4953 Vesterborg = Søllested
4960 Holeby
4970 Rødby
4983 Dannemare = Nakskov
4990 Sakskøbing
5000 Odense C = Odense
5200 Odense V = Odense
5210 Odense NV = Odense
5220 Odense SØ = Neder Holluf
5230 Odense M = Odense
5240 Odense NØ = Odense
5250 Odense SV = Odense
5260 Odense S = Neder Holluf
5270 Odense N = Odense
5290 Marslev = Odense
5300 Kerteminde
5320 Agedrup = Odense
5330 Munkebo
5350 Rynkeby = Kerteminde
5370 Mesinge = Kerteminde
5380 Dalby = Kerteminde
5400 Bogense
5450 Otterup
5462 Morud = Søndersø
5463 Harndrup = Brenderup
5464 Brenderup Fyn = Brenderup
5466 Asperup = Middelfart
5471 Søndersø
5474 Veflinge = Søndersø
5485 Skamby = Otterup
5491 Blommenslyst = Odense
5492 Vissenbjerg
5500 Middelfart
5540 Ullerslev
5550 Langeskov
5560 Aarup = Årup
5591 Gelsted
5592 Ejby = Ejby@21
5600 Faaborg
5610 Assens = Assens@21
5620 Glamsbjerg
5631 Ebberup = Assens@21
5672 Broby = Nørre Broby
5683 Haarby
5690 Tommerup
5700 Svendborg
5750 Ringe
5762 Vester Skerninge = Vester-Skerninge
5771 Stenstrup = Svendborg
5772 Kværndrup = Ringe
5792 Årslev
5800 Nyborg
5853 Ørbæk
5856 Ryslinge
6000 Kolding
6040 Egtved
6051 Almind = Kolding
6052 Viuf = Kolding
6064 Jordrup = Kolding
6070 Christiansfeld
6091 Bjert = Sønder Bjert
6092 Sønder Stenderup = Sønder Bjert
6093 Sjølund = Christiansfeld
6094 Hejls = Christiansfeld
6100 Haderslev
6500 Vojens
6580 Vamdrup
6600 Vejen
6630 Rødding
6640 Lunderskov
6650 Brørup
7000 Fredericia
7080 Børkop
7100 Vejle
7120 Vejle Øst = Vejle
7182 Bredsten
7183 Randbøl = Bredsten
7300 Jelling
7330 Brande
7400 Herning
7430 Ikast
7441 Bording = Bording Kirkeby
7442 Engesvang = Ikast
7451 Sunds
7470 Karup J = Karup
7480 Vildbjerg
7490 Aulum = Herning
7500 Holstebro
7540 Haderup = Herning
7550 Sørvad = Holstebro
8000 Aarhus C = Århus
8200 Aarhus N = Århus
8210 Aarhus V = Århus
8220 Brabrand = Århus
8230 Åbyhøj = Århus
8240 Risskov = Århus
8245 Risskov Ø = Århus
8250 Egå = Skødstrup
8260 Viby J = Viby@18
8270 Højbjerg = Århus
8300 Odder
8310 Tranbjerg J = Tranbjerg
8320 Mårslet
8330 Beder
8340 Malling
8355 Solbjerg
8361 Hasselager
8362 Hørning = Hørning@18
8370 Hadsten
8380 Trige
8381 Tilst
8382 Hinnerup
8400 Ebeltoft
8410 Rønde
8450 Hammel
8462 Harlev J = Harlev
8464 Galten
8471 Sabro
8520 Lystrup = Lystrup@18
8530 Hjortshøj
8541 Skødstrup
8543 Hornslet
8550 Ryomgård
8600 Silkeborg
8660 Skanderborg
8680 Ry
8700 Horsens
8800 Viborg
8900 Randers C = Randers
9000 Aalborg
9200 Aalborg SV = Aalborg
9210 Aalborg SØ = Aalborg
9220 Aalborg Øst = Aalborg
9230 Svenstrup J = Svenstrup@19
9240 Nibe
9260 Gistrup
9270 Klarup
9280 Storvorde
9300 Sæby
9310 Vodskov
9320 Hjallerup
9330 Dronninglund
9340 Asaa = Dronninglund
9370 Hals
9380 Vestbjerg
9381 Sulsted
9382 Tylstrup
9400 Nørresundby
9430 Vadum
9440 Aabybro = Åbybro
9460 Brovst
9480 Løkken
9490 Pandrup
9500 Hobro
9510 Arden
9520 Skørping
9530 Støvring
9700 Brønderslev
9740 Jerslev J = Brønderslev
9750 Østervrå = Vrå
9760 Vrå
9800 Hjørring
9830 Tårs
9850 Hirtshals
9870 Sindal
9881 Bindslev = Sindal
9900 Frederikshavn
9940 Læsø = Frederikshavn
9970 Strandby
9981 Jerup = Ålbæk@19
9982 Ålbæk = Ålbæk@19
9990 Skagen
`
