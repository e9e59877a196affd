/**
 * Danish postcodes → post town, written by hand (there is no Danish postcode
 * data set on npm). Covers the postcodes of Copenhagen, Zealand,
 * Lolland-Falster and Bornholm (1000–4999), Funen and Jutland (5000–9990),
 * except four small post towns whose nearest GeoNames town is too far off to
 * stand in for them (8444 Balle, 8592 Anholt, 8765 Klovborg, 8766 Nørre
 * Snede): those answer "Vi kender ikke …". A post town that is not a GeoNames
 * town (about 115 small ones in Funen and Jutland) takes the coordinates of
 * the nearest town that is, at most about 15 km away (25 km for Bagenkop and
 * Fur), which is the precision of "inden for N km" for them. Server only.
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
5390 Martofte = Kerteminde
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
5580 Nørre Aaby = Ejby@21
5591 Gelsted
5592 Ejby = Ejby@21
5600 Faaborg
5610 Assens = Assens@21
5620 Glamsbjerg
5631 Ebberup = Assens@21
5642 Millinge = Faaborg
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
5854 Gislev = Ryslinge
5856 Ryslinge
5863 Ferritslev Fyn = Årslev
5871 Frørup = Ørbæk
5874 Hesselager = Svendborg
5881 Skårup Fyn = Svendborg
5882 Vejstrup = Svendborg
5883 Oure = Svendborg
5884 Gudme = Svendborg
5892 Gudbjerg Sydfyn = Svendborg
5900 Rudkøbing
5932 Humble = Rudkøbing
5935 Bagenkop = Rudkøbing
5953 Tranekær
5960 Marstal
5970 Ærøskøbing
5985 Søby Ærø = Ærøskøbing
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
6200 Aabenraa
6230 Rødekro
6240 Løgumkloster
6261 Bredebro
6270 Tønder
6280 Højer
6300 Gråsten
6310 Broager
6320 Egernsund = Gråsten
6330 Padborg
6340 Kruså
6360 Tinglev
6372 Bylderup-Bov = Tinglev
6392 Bolderslev = Tinglev
6400 Sønderborg
6430 Nordborg
6440 Augustenborg
6470 Sydals = Sønderborg
6500 Vojens
6510 Gram
6520 Toftlund
6534 Agerskov = Toftlund
6535 Branderup J = Toftlund
6541 Bevtoft = Vojens
6560 Sommersted = Vojens
6580 Vamdrup
6600 Vejen
6621 Gesten = Vejen
6622 Bække
6623 Vorbasse
6630 Rødding
6640 Lunderskov
6650 Brørup
6660 Lintrup = Rødding
6670 Holsted
6682 Hovborg = Holsted
6683 Føvling = Holsted
6690 Gørding
6700 Esbjerg
6705 Esbjerg Ø = Esbjerg
6710 Esbjerg V = Esbjerg
6715 Esbjerg N = Esbjerg
6720 Fanø = Nordby
6731 Tjæreborg
6740 Bramming
6752 Glejbjerg = Holsted
6753 Agerbæk = Varde
6760 Ribe
6771 Gredstedbro
6780 Skærbæk
6792 Rømø = Skærbæk
6800 Varde
6818 Årre = Varde
6823 Ansager = Grindsted
6830 Nørre Nebel
6840 Oksbøl
6851 Janderup Vestj = Varde
6852 Billum = Oksbøl
6853 Vejers Strand = Oksbøl
6854 Henne = Nørre Nebel
6855 Outrup
6857 Blåvand = Oksbøl
6862 Tistrup
6870 Ølgod
6880 Tarm
6893 Hemmet = Tarm
6900 Skjern
6920 Videbæk
6933 Kibæk
6940 Lem St = Ringkøbing
6950 Ringkøbing
6960 Hvide Sande
6971 Spjald = Videbæk
6973 Ørnhøj = Videbæk
6980 Tim = Ringkøbing
6990 Ulfborg
7000 Fredericia
7080 Børkop
7100 Vejle
7120 Vejle Øst = Vejle
7130 Juelsminde
7140 Stouby = Hedensted
7150 Barrit = Juelsminde
7160 Tørring
7171 Uldum
7173 Vonge = Tørring
7182 Bredsten
7183 Randbøl = Bredsten
7184 Vandel = Billund
7190 Billund
7200 Grindsted
7250 Hejnsvig = Grindsted
7260 Sønder Omme = Grindsted
7270 Stakroge = Grindsted
7280 Sønder Felding = Brande
7300 Jelling
7321 Gadbjerg = Give
7323 Give
7330 Brande
7361 Ejstrupholm = Brande
7362 Hampen = Brande
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
7560 Hjerm = Struer
7570 Vemb
7600 Struer
7620 Lemvig
7650 Bøvlingbjerg = Lemvig
7660 Bækmarksbro = Lemvig
7673 Harboøre
7680 Thyborøn
7700 Thisted
7730 Hanstholm
7741 Frøstrup = Hanstholm
7742 Vesløs = Thisted
7752 Snedsted = Thisted
7755 Bedsted Thy = Hurup
7760 Hurup Thy = Hurup
7770 Vestervig = Hurup
7790 Thyholm = Struer
7800 Skive
7830 Vinderup
7840 Højslev = Skive
7850 Stoholm Jyll = Stoholm
7860 Spøttrup = Skive
7870 Roslev = Skive
7884 Fur = Skive
7900 Nykøbing M = Nykøbing Mors
7950 Erslev = Nykøbing Mors
7960 Karby = Nykøbing Mors
7970 Redsted M = Nykøbing Mors
7980 Vils = Nykøbing Mors
7990 Øster Assels = Nykøbing Mors
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
8305 Samsø = Tranebjerg
8310 Tranbjerg J = Tranbjerg
8320 Mårslet
8330 Beder
8340 Malling
8350 Hundslund = Odder
8355 Solbjerg
8361 Hasselager
8362 Hørning = Hørning@18
8370 Hadsten
8380 Trige
8381 Tilst
8382 Hinnerup
8400 Ebeltoft
8410 Rønde
8420 Knebel = Rønde
8450 Hammel
8462 Harlev J = Harlev
8464 Galten
8471 Sabro
8472 Sporup = Galten
8500 Grenaa
8520 Lystrup = Lystrup@18
8530 Hjortshøj
8541 Skødstrup
8543 Hornslet
8544 Mørke = Hornslet
8550 Ryomgård
8560 Kolind = Ryomgård
8570 Trustrup = Grenaa
8581 Nimtofte = Ryomgård
8585 Glesborg = Grenaa
8586 Ørum Djurs = Grenaa
8600 Silkeborg
8620 Kjellerup
8632 Lemming = Kjellerup
8641 Sorring = Silkeborg
8643 Ans By = Kjellerup
8653 Them
8654 Bryrup = Silkeborg
8660 Skanderborg
8670 Låsby
8680 Ry
8700 Horsens
8721 Daugård = Hedensted
8722 Hedensted
8723 Løsning
8732 Hovedgård = Horsens
8740 Brædstrup
8751 Gedved
8752 Østbirk
8762 Flemming = Horsens
8763 Rask Mølle = Hedensted
8781 Stenderup = Hornsyld
8783 Hornsyld
8800 Viborg
8830 Tjele = Viborg
8831 Løgstrup
8832 Skals
8840 Rødkærsbro = Bjerringbro
8850 Bjerringbro
8860 Ulstrup
8870 Langå
8881 Thorsø
8882 Fårvang = Thorsø
8883 Gjern
8900 Randers C = Randers
8920 Randers NV = Randers
8930 Randers NØ = Randers
8940 Randers SV = Randers
8950 Ørsted = Allingåbro
8960 Randers SØ = Randers
8961 Allingåbro
8963 Auning
8970 Havndal = Mariager
8981 Spentrup
8983 Gjerlev J = Randers
8990 Fårup = Randers
9000 Aalborg
9200 Aalborg SV = Aalborg
9210 Aalborg SØ = Aalborg
9220 Aalborg Øst = Aalborg
9230 Svenstrup J = Svenstrup@19
9240 Nibe
9260 Gistrup
9270 Klarup
9280 Storvorde
9293 Kongerslev = Storvorde
9300 Sæby
9310 Vodskov
9320 Hjallerup
9330 Dronninglund
9340 Asaa = Dronninglund
9352 Dybvad = Sæby
9362 Gandrup
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
9492 Blokhus = Pandrup
9493 Saltum = Pandrup
9500 Hobro
9510 Arden
9520 Skørping
9530 Støvring
9541 Suldrup = Støvring
9550 Mariager
9560 Hadsund
9574 Bælum = Skørping
9575 Terndrup = Skørping
9600 Aars
9610 Nørager
9620 Aalestrup = Ålestrup
9631 Gedsted = Aars
9632 Møldrup = Ålestrup
9640 Farsø
9670 Løgstør
9681 Ranum = Løgstør
9690 Fjerritslev
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
