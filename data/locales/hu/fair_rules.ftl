# 24. hibajegy, 2. és 3. rész: titkos választások a Scheme-ekben, és a szabályok úgy, ahogy a források kimondják.

