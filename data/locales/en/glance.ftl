# Replies read at a glance: headlines, the "flip again" button, /game start's self-opponent error.
glance-flip-again = Flip again
game-error-opponent-self = You cannot play a game against yourself: name the other player at this table as the opponent.
