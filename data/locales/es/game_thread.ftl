## Una partida en su propio hilo (/game start thread:True): bot/ui/game/thread.py

opt-game-thread = hilo
opt-game-thread-desc = Abre un hilo para esta partida y juégala allí (varias partidas pueden compartir un canal)
game-thread-name = { $player } vs { $opponent } · { $edition }
game-thread-post = Una partida de Malifaux: { $player } contra { $opponent }. A continuación, su preparación.
game-thread-started = Tu partida tiene su propio hilo: { $thread }. Ese hilo es la mesa de la partida: juega allí /partida siguiente, /partida puntuación, /duelo y lo demás.
game-thread-error-no-server = Una partida tiene su propio hilo solo en un servidor: los MD y los MD de grupo no tienen hilos. No se ha empezado nada; deja `hilo` vacío para jugar aquí.
game-thread-error-no-bot = Fatebot no es miembro de este servidor (aquí solo está tu propia instalación), así que no puede abrir un hilo. No se ha empezado nada; deja `hilo` vacío para jugar aquí, o pide al servidor que añada Fatebot.
game-thread-error-channel = Fatebot no puede abrir un hilo desde este canal: solo los canales de texto, los foros y sus hilos tienen hilos. No se ha empezado nada.
game-thread-error-permissions = Fatebot necesita estos permisos aquí para abrir el hilo de la partida: { $permissions }. No se ha empezado nada; pide a un administrador del servidor que los conceda.
game-thread-error-player-permissions = Necesitas estos permisos aquí para abrir un hilo, y Fatebot solo abre uno para quien podría abrirlo: { $permissions }. No se ha empezado nada; deja `hilo` vacío para jugar aquí.
game-thread-error-tag-required = Este foro exige una etiqueta en cada publicación, y Fatebot no elige ninguna. No se ha empezado nada; empieza la partida desde un canal sin etiquetas obligatorias, o pide a un moderador que quite ese requisito.
game-thread-error-left = La partida no ha empezado: { $reason } Fatebot no ha podido borrar el hilo vacío { $thread } que había abierto para ella; un moderador puede borrarlo.
