## 24-es hibajegy, 1. rész: a rejtett információ soha nem szivárog ki

# Ligák magja
league-reveal-confirm = Felfeded a(z) **{ $name }** liga magját? A liga minden fordulója ebből a magból származik, akár kisorsolták már, akár nem: amint nyilvános, bárki kiszámíthatja az összes későbbi fordulót, mielőtt kisorsolnák. Ezért a felfedés után ennek a ligának már egyetlen fordulója sem sorsolható ki ({ $count ->
    [one] eddig egy fordulót sorsoltak ki
   *[other] eddig { $count } fordulót sorsoltak ki
}); a szezon folytatásához hozz létre új ligát a /league-admin create paranccsal. Nyomd meg a gombot a mag közzétételéhez, vagy zárd be ezt az üzenetet, és a mag titokban marad.
league-reveal-button = Mag felfedése
league-reveal-done = A(z) { $name } liga magja mostantól nyilvános.
league-error-revealed = A(z) { $name } liga magját már felfedték, így bárki kiszámíthatja a(z) { $round }. fordulót, mielőtt kisorsolnák: felfedés után nincs több sorsolás. A szezon folytatásához hozz létre új ligát a /league-admin create paranccsal.

# Egy válasz, amelyet a Discord hiba ellenére is megjeleníthetett
reply-error-maybe-shown = A Discord hibával válaszolt az üzenetemre, de lehet, hogy már megjelenítette, ezért a parancs érvényben marad (semmit sem vontam vissza: a lapok, amelyeket bárki láthatott, ott maradnak, ahol vannak). Keresd a választ a csatornán; ha nincs ott, amit megnyitott, magától lejár.
