object O
interface