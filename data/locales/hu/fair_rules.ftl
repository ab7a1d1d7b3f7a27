# 24. hibajegy, 2. és 3. rész: titkos választások a Scheme-ekben, és a szabályok úgy, ahogy a források kimondják.

fulminato-error-flank-ranged = Távolsági fegyverrel nem lehet bekeríteni: a távolsági támadáshoz nem adható meg bekerítő (te { $flankers }-t adtál meg). Hagyd a bekerítőket 0-n, vagy válaszd a közelharcit.
