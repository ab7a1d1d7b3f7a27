# Issue 24, sections 2 and 3: secret choices in schemes, and the rules as the sources state them.


odds-shared-pile = One shared deck: both flips come from the same pile, yours first, and are counted together. Your opponent's hand is among the cards you cannot see, so no line for it.
