# 24. hibajegy, 2. és 3. rész: titkos választások a Scheme-ekben, és a szabályok úgy, ahogy a források kimondják.


odds-shared-pile = Közös pakli: mindkét flip ugyanabból a pakliból jön, előbb a tiéd, és együtt számoljuk őket. Az ellenfeled keze a nem látott lapok között van, ezért arról nincs külön sor.
