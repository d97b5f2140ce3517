// The async boundary Module Federation needs: shared singletons are negotiated before any app code runs.
import('./bootstrap');
