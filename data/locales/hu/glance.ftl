# Egy pillantással olvasható válaszok: címsorok, a „Még egy flip” gomb, a /game start önmaga elleni hibája.
glance-flip-again = Még egy flip
game-error-opponent-self = Nem játszhatsz önmagad ellen: ellenfélként az asztal másik játékosát add meg.
glance-success = ✅ Siker
glance-failure = ❌ Kudarc
glance-vs-tn = { $total } a(z) { $tn } TN ellen
glance-vs = { $first } – { $second }
glance-wins = 🏆 { $who } nyer
glance-nobody-wins = ❌ Senki sem nyer
glance-relented = 🏳️ { $who } relentelt
glance-margin = különbség: { $margin }
glance-raises = { $raises } emelés
glance-damage-flip = sebzésflip { $modifiers }
glance-damage = 💥 { $damage } sebzés
glance-initiative = 🏁 { $who } kezdeményez
glance-encounter = 🗺️ { $strategy } · { $deployment }
glance-strategy-open = a Strategy még választandó
